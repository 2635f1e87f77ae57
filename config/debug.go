package config

import (
	"net"
	"net/netip"
)

// Debug configures what operators turn on to find out where a running server spends its time.
type Debug struct {
	// PprofAddr, when set, serves Go's runtime profiles (net/http/pprof) on this loopback
	// address; empty, the default, serves none. Profiles reveal the program's internals and
	// cost CPU while taken, so they are never served on another interface.
	PprofAddr string `mapstructure:"pprof_addr"`
}

func (d Debug) validate(v *validator) {
	if d.PprofAddr == "" {
		return
	}
	host, _, err := net.SplitHostPort(d.PprofAddr)
	if err != nil {
		v.add("debug.pprof_addr", "%q must be host:port on loopback, such as 127.0.0.1:6060, or empty to serve no profiles", d.PprofAddr)
		return
	}
	if !isLoopback(host) {
		v.add("debug.pprof_addr", "%q is not a loopback address; profiles are served on 127.0.0.1, ::1 or localhost only", d.PprofAddr)
	}
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.IsLoopback()
}
