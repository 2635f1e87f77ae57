package store

// RunMigrations exposes the migrator to tests with their own migration lists.
var RunMigrations = runMigrations
