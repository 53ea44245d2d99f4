enum Placeholder14308 {}
