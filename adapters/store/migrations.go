package store

// migrations is the product's schema history, oldest first. Append only.
var migrations = []Migration{}
