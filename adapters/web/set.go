package web

import (
	"net/http"

	"github.com/google/wire"
)

// Set provides the UI handler from the built files (an fs.FS the injector supplies).
var Set = wire.NewSet(New, wire.Bind(new(http.Handler), new(*Handler)))
