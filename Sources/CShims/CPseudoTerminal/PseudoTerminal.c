#define _GNU_SOURCE
#include "PseudoTerminal.h"
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>

int pseudo_terminal_open(unsigned short rows, unsigned short columns, char *name, size_t length) {
  int master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0) return -1;
  if (grantpt(master) != 0 || unlockpt(master) != 0 || ptsname_r(master, name, length) != 0) {
    close(master);
    return -1;
  }
  struct winsize size = {.ws_row = rows, .ws_col = columns};
  ioctl(master, TIOCSWINSZ, &size);
  return master;
}

short pseudo_terminal_setsid_flag(void) { return POSIX_SPAWN_SETSID; }
