enum Placeholder2581 {}
