// Command radscribe runs the RadScribe server and its operator tasks.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"runtime"
	"syscall"

	"github.com/radscribe/radscribe"
	"github.com/radscribe/radscribe/adapters/profiling"
	"github.com/radscribe/radscribe/adapters/store"
	"github.com/radscribe/radscribe/config"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

// Exit codes, documented in docs/operations.md.
const (
	exitOK          = 0
	exitFailure     = 1
	exitUsage       = 2
	exitUnreachable = 3
)

const usage = `Usage: radscribe [--config FILE] [command]

Commands:
  serve                       start the web server (default)
  migrate                     apply pending database migrations and exit
  create-admin --email EMAIL  make an existing account an admin
  import-users FILE           bring in the accounts of the previous sign-in provider from a
                              CSV or JSON file (id, email, firstName, lastName, authProvider)
  backup FILE                 write a consistent copy of the SQLite database to the new FILE,
                              also while the server runs (PostgreSQL: use pg_dump)
  healthcheck                 exit 0 when the server on this machine answers /readyz with 200
  version                     print the version and exit

Configuration comes from built-in defaults, then radscribe.yaml (or --config FILE), then
RADSCRIBE_* environment variables. See docs/configuration.md.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("radscribe", flag.ContinueOnError)
	flags.SetOutput(stderr)
	flags.Usage = func() { fmt.Fprint(stderr, usage) }
	configPath := flags.String("config", "", "path to a YAML configuration file")
	adminEmail := flags.String("email", "", "create-admin: the e-mail address of the account to promote")
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	command, rest := "serve", flags.Args()
	if len(rest) > 0 {
		command, rest = rest[0], rest[1:]
	}
	// Flags may also follow the command: radscribe serve --config prod.yaml.
	if err := flags.Parse(rest); err != nil {
		return exitUsage
	}
	var fileArg string
	if (command == "import-users" || command == "backup") && flags.NArg() > 0 {
		fileArg = flags.Arg(0)
		if err := flags.Parse(flags.Args()[1:]); err != nil {
			return exitUsage
		}
	}
	if flags.NArg() > 0 {
		fmt.Fprintf(stderr, "radscribe: unexpected argument %q\n\n%s", flags.Arg(0), usage)
		return exitUsage
	}

	switch command {
	case "version":
		fmt.Fprintf(stdout, "radscribe %s (%s)\n", version, runtime.Version())
		return exitOK
	case "serve", "migrate", "healthcheck":
	case "create-admin":
		if *adminEmail == "" {
			fmt.Fprintf(stderr, "radscribe: create-admin needs --email, the address of an existing account\n\n%s", usage)
			return exitUsage
		}
	case "import-users":
		if fileArg == "" {
			fmt.Fprintf(stderr, "radscribe: import-users needs FILE, a CSV or JSON file of accounts\n\n%s", usage)
			return exitUsage
		}
	case "backup":
		if fileArg == "" {
			fmt.Fprintf(stderr, "radscribe: backup needs FILE, the new file to write the copy to\n\n%s", usage)
			return exitUsage
		}
	default:
		fmt.Fprintf(stderr, "radscribe: unknown command %q\n\n%s", command, usage)
		return exitUsage
	}

	cfg, err := config.Load(*configPath)
	if err != nil {
		fmt.Fprintf(stderr, "radscribe: %v\n", err)
		return exitUsage
	}
	logger := newLogger(cfg.Log, stderr)
	slog.SetDefault(logger)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	switch command {
	case "migrate":
		err = migrate(ctx, cfg.Database, stdout)
	case "create-admin":
		err = createAdmin(ctx, cfg, logger, *adminEmail, stdout)
	case "import-users":
		err = importUsers(ctx, cfg.Database, logger, fileArg, stdout, stderr)
	case "backup":
		err = backup(ctx, cfg.Database, fileArg, stdout)
	case "healthcheck":
		err = healthcheck(ctx, cfg.HTTP, stdout)
	default:
		err = serve(ctx, cfg, logger)
	}
	if err != nil {
		fmt.Fprintf(stderr, "radscribe: %v\n", err)
		if errors.Is(err, store.ErrUnreachable) {
			fmt.Fprintln(stderr, "Check database.driver and database.dsn (RADSCRIBE_DATABASE_DRIVER, RADSCRIBE_DATABASE_DSN) and that the database is running.")
			return exitUnreachable
		}
		return exitFailure
	}
	return exitOK
}

func serve(ctx context.Context, cfg *config.Config, logger *slog.Logger) error {
	server, cleanup, err := radscribe.InitializeServer(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer cleanup()
	profiles, err := profiling.Start(cfg.Debug, logger)
	if err != nil {
		return err
	}
	defer profiles.Stop()
	logger.Info("starting RadScribe", "version", version, "public_url", cfg.HTTP.PublicURL, "database", cfg.Database.Driver)
	return server.Run(ctx)
}

func migrate(ctx context.Context, cfg config.Database, stdout io.Writer) error {
	db, err := store.Open(ctx, cfg)
	if err != nil {
		return err
	}
	defer store.Close(db)
	applied, err := store.Migrate(ctx, db)
	if err != nil {
		return err
	}
	if len(applied) == 0 {
		fmt.Fprintln(stdout, "The database schema is up to date.")
		return nil
	}
	for _, id := range applied {
		fmt.Fprintf(stdout, "applied %s\n", id)
	}
	fmt.Fprintf(stdout, "Applied %d migration(s).\n", len(applied))
	return nil
}

func createAdmin(ctx context.Context, cfg *config.Config, logger *slog.Logger, email string, stdout io.Writer) error {
	service, cleanup, err := radscribe.InitializeAuth(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer cleanup()
	user, err := service.PromoteToAdmin(ctx, email)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s is now an admin.\n", user.Email)
	return nil
}
