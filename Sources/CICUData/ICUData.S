// The ICU data the installed programs carry: English, Vietnamese and every table that is not a
// language's (scripts/icu-data writes include/icudt76l.dat from the toolchain and says what it
// leaves out). Defined here, the symbol keeps the linker from taking the toolchain's 34 MB copy
// (lib_FoundationICU.a's icu_packaged_data.cpp.o, whose only symbol it is) into a release
// program; a debug build loads Foundation's shared libraries, whose own data it never replaces.
// A toolchain with another ICU asks for another symbol (icudt77_dat...), takes its own data
// again, and `.ci/package-check` finds the programs grown.
  .section .rodata.icudt76_dat,"a",@progbits
  .balign 16
  .globl icudt76_dat
  .type icudt76_dat, @object
icudt76_dat:
  .incbin "icudt76l.dat"
  .size icudt76_dat, . - icudt76_dat
  .section .note.GNU-stack,"",@progbits
