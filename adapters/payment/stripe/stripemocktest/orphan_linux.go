package stripemocktest

import "syscall"

// dieWithParent has the kernel kill stripe-mock when the test binary dies without running its
// cleanups (a -timeout panic, a kill), so no server is left behind holding memory and ports.
func dieWithParent() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
