#!/bin/sh
# Installs quran-vi from this folder under $DESTDIR$PREFIX (PREFIX: /usr/local by default):
# the programs in bin/, man pages, completions for bash, zsh and fish. No Swift toolchain is
# needed: each program carries the Swift runtime.
#   ./install.sh                       # as root, into /usr/local
#   PREFIX=$HOME/.local ./install.sh   # for one person
#   DESTDIR=/tmp/stage PREFIX=/usr ./install.sh
set -eu
PREFIX=${PREFIX:-/usr/local}
DESTDIR=${DESTDIR:-}
here=$(cd "$(dirname "$0")" && pwd)
root="$DESTDIR$PREFIX"
install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
  "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d" \
  "$root/share/doc/quran-vi"
for program in quran quran-records; do
  install -m 755 "$here/bin/$program" "$root/bin/$program"
done
for page in "$here"/share/man/man1/*.1; do
  install -m 644 "$page" "$root/share/man/man1/"
done
install -m 644 "$here/share/bash-completion/completions/quran" \
  "$root/share/bash-completion/completions/quran"
install -m 644 "$here/share/zsh/site-functions/_quran" "$root/share/zsh/site-functions/_quran"
install -m 644 "$here/share/fish/vendor_completions.d/quran.fish" \
  "$root/share/fish/vendor_completions.d/quran.fish"
for doc in README.md CHANGELOG.md quran-records.service; do
  install -m 644 "$here/$doc" "$root/share/doc/quran-vi/$doc"
done
echo "Installed quran-vi in $root: run $PREFIX/bin/quran (man quran; $PREFIX/bin must be on PATH)."
