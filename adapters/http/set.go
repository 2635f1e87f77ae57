package http

import "github.com/google/wire"

// Set provides the router and the server.
var Set = wire.NewSet(NewRouter, NewServer)
