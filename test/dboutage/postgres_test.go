package dboutage

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/radscribe/radscribe/test/loadgen"
)

// postgresBinDirs are where Debian and the PostgreSQL images keep initdb and pg_ctl when they
// are not on PATH, newest first.
var postgresBinDirs = []string{"/usr/lib/postgresql/*/bin", "/usr/local/pgsql/bin"}

// privatePostgres is a PostgreSQL server of the test's own, in a temporary folder on a free
// port with trust authentication, that the test may stop and start: the machine's shared
// server must keep serving everyone else.
type privatePostgres struct {
	t       *testing.T
	bin     string
	dataDir string
	logFile string
	port    int
	// runAs is the account the server runs as when the test runs as root, which PostgreSQL
	// refuses to run as.
	runAs string
}

// startPrivatePostgres creates and starts the server. Without initdb the test is skipped, or
// fails when CI is set.
func startPrivatePostgres(t *testing.T) *privatePostgres {
	t.Helper()
	bin, ok := postgresBin()
	if !ok {
		skipOrFail(t, "no initdb and pg_ctl on PATH or in "+fmt.Sprint(postgresBinDirs))
	}
	root, err := os.MkdirTemp("", "radscribe-outage-pg-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(root) })
	p := &privatePostgres{t: t, bin: bin, dataDir: filepath.Join(root, "data"), logFile: filepath.Join(root, "postgres.log")}
	if os.Geteuid() == 0 {
		p.runAs = "postgres"
		if err := chownToAccount(root, p.runAs); err != nil {
			skipOrFail(t, "running as root, the server needs the postgres account: "+err.Error())
		}
	}
	if p.port, err = freePort(); err != nil {
		t.Fatal(err)
	}
	p.run("initdb", "-D", p.dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8")
	p.start()
	// The test may end while the server is down; a stopped server has nothing to stop.
	t.Cleanup(func() { _ = p.exec("pg_ctl", "-D", p.dataDir, "-w", "stop", "-m", "immediate") })
	return p
}

// DSN is the connection string of database name on the server.
func (p *privatePostgres) DSN(name string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", p.port, name)
}

// start starts the server and returns once it accepts connections. It listens on TCP only, on
// the loopback address, and skips fsync: the test needs no durability beyond a clean stop.
func (p *privatePostgres) start() {
	options := fmt.Sprintf("-p %d -k '' -c listen_addresses=127.0.0.1 -c fsync=off", p.port)
	p.ctl("start", "-l", p.logFile, "-o", options)
}

// stop shuts the server down as an operator's fast shutdown does: open connections are ended
// at once and new ones refused; it returns once the server has exited.
func (p *privatePostgres) stop() { p.ctl("stop", "-m", "fast") }

// ctl runs pg_ctl on the data folder and waits for it to finish what it was asked.
func (p *privatePostgres) ctl(args ...string) {
	p.run("pg_ctl", append([]string{"-D", p.dataDir, "-w", "-t", "60"}, args...)...)
}

// run runs one of the server's programs and fails the test when it fails.
func (p *privatePostgres) run(program string, args ...string) {
	p.t.Helper()
	if err := p.exec(program, args...); err != nil {
		log, _ := os.ReadFile(p.logFile)
		p.t.Fatalf("%v\nserver log:\n%s", err, log)
	}
}

// exec runs one of the server's programs, as the server's account when there is one.
func (p *privatePostgres) exec(program string, args ...string) error {
	name := filepath.Join(p.bin, program)
	if p.runAs != "" {
		args = append([]string{"-u", p.runAs, "--", name}, args...)
		name = "runuser"
	}
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), "LC_ALL=C")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %v: %w\n%s", program, args, err, out)
	}
	return nil
}

// postgresBin is the folder of initdb and pg_ctl.
func postgresBin() (string, bool) {
	if path, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(path), true
	}
	for _, pattern := range postgresBinDirs {
		matches, _ := filepath.Glob(filepath.Join(pattern, "initdb"))
		slices.Sort(matches)
		for i := len(matches) - 1; i >= 0; i-- {
			if _, err := os.Stat(filepath.Join(filepath.Dir(matches[i]), "pg_ctl")); err == nil {
				return filepath.Dir(matches[i]), true
			}
		}
	}
	return "", false
}

// chownToAccount hands dir to the named account.
func chownToAccount(dir, name string) error {
	account, err := user.Lookup(name)
	if err != nil {
		return err
	}
	uid, err := strconv.Atoi(account.Uid)
	if err != nil {
		return err
	}
	gid, err := strconv.Atoi(account.Gid)
	if err != nil {
		return err
	}
	if _, err := exec.LookPath("runuser"); err != nil {
		return err
	}
	return os.Chown(dir, uid, gid)
}

func freePort() (int, error) {
	addr, err := loadgen.FreeAddr()
	if err != nil {
		return 0, err
	}
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(port)
}

// skipOrFail skips the test for a missing tool, or fails it when CI is set, where every tool
// must be present.
func skipOrFail(t *testing.T, why string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatal(why)
	}
	t.Skip(why)
}

// waitFor polls ok every interval until it holds or timeout passes, and says whether it held.
func waitFor(timeout, interval time.Duration, ok func() bool) bool {
	deadline := time.Now().Add(timeout)
	for {
		if ok() {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(interval)
	}
}
