// The ICU data the release programs carry: English, Vietnamese and every table that is not a
// language's, when `scripts/icu-data` has written it (.build/icu-data/icudt76l.dat, on this
// target's header search path; scripts/package runs it first). Defined here, the symbol keeps
// the linker from taking the toolchain's 34 MB copy (lib_FoundationICU.a's
// icu_packaged_data.cpp.o, whose only symbol it is) into a release program. Without the file
// nothing is defined and the programs carry all of ICU's data. A debug build loads
// Foundation's shared libraries, whose own data this never replaces. A toolchain with another
// ICU asks for another symbol (icudt77_dat...), and `.ci/package-check` finds the programs grown.
#if __has_include("icudt76l.dat")
  .section .rodata.icudt76_dat,"a",@progbits
  .balign 16
  .globl icudt76_dat
  .type icudt76_dat, @object
icudt76_dat:
  .incbin "icudt76l.dat"
  .size icudt76_dat, . - icudt76_dat
#endif
  .section .note.GNU-stack,"",@progbits
