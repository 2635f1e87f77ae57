//go:build !linux

package stripemocktest

import "syscall"

// dieWithParent has no portable equivalent of Linux's parent-death signal; there the cleanup
// alone stops stripe-mock.
func dieWithParent() *syscall.SysProcAttr { return nil }
