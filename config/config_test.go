package config

import (
	"maps"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLoadDefaultsAreTheEmbeddedSetup(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Equal(t, ":8080", cfg.HTTP.Addr)
	assert.Equal(t, DriverSQLite, cfg.Database.Driver)
	assert.Equal(t, "data/radscribe.db", cfg.Database.DSN)
	assert.Equal(t, "console", cfg.Mail.Provider)
	assert.Equal(t, "text", cfg.Log.Format)
	assert.Empty(t, cfg.HTTP.TrustedProxies)
	assert.Empty(t, cfg.HTTP.AllowedHosts, "only the public URL's host")
	assert.False(t, cfg.HTTP.IsHTTPS())
	assert.Equal(t, "http://localhost:8080", cfg.HTTP.PublicURL)
}

// Links in e-mails follow the port the server listens on unless a public address is set.
func TestThePublicURLFollowsTheListenAddress(t *testing.T) {
	tests := []struct{ addr, publicURL, want string }{
		{":9090", "", "http://localhost:9090"},
		{"0.0.0.0:8081", "", "http://localhost:8081"},
		{"127.0.0.1:7000", "", "http://127.0.0.1:7000"},
		{"[::]:7001", "", "http://localhost:7001"},
		{":9090", "https://reports.example.com", "https://reports.example.com"},
	}
	for _, tt := range tests {
		t.Run(tt.addr+" "+tt.publicURL, func(t *testing.T) {
			t.Chdir(t.TempDir())
			t.Setenv("RADSCRIBE_HTTP_ADDR", tt.addr)
			t.Setenv("RADSCRIBE_HTTP_PUBLIC_URL", tt.publicURL)
			cfg, err := Load("")
			require.NoError(t, err)
			assert.Equal(t, tt.want, cfg.HTTP.PublicURL)
		})
	}
}

func TestLoadEnvironmentOverridesFileOverridesDefaults(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	file := filepath.Join(dir, "custom.yaml")
	require.NoError(t, os.WriteFile(file, []byte(`
http:
  addr: ":9000"
  public_url: https://radscribe.example.com
  shutdown_timeout: 5s
database:
  driver: postgres
  dsn: postgres://file
mail:
  console:
    dir: /tmp/mail
`), 0o600))
	t.Setenv("RADSCRIBE_DATABASE_DSN", "postgres://env")
	t.Setenv("RADSCRIBE_HTTP_TRUSTED_PROXIES", "10.0.0.0/8, 192.168.1.7")
	t.Setenv("RADSCRIBE_HTTP_ALLOWED_HOSTS", "radscribe.internal, ,10.0.0.5")

	cfg, err := Load(file)
	require.NoError(t, err)
	assert.Equal(t, ":9000", cfg.HTTP.Addr)
	assert.True(t, cfg.HTTP.IsHTTPS())
	assert.Equal(t, 5*time.Second, cfg.HTTP.ShutdownTimeout)
	assert.Equal(t, DriverPostgres, cfg.Database.Driver)
	assert.Equal(t, "postgres://env", cfg.Database.DSN)
	assert.Equal(t, "/tmp/mail", cfg.Mail.Console.Dir)
	assert.Equal(t, []string{"10.0.0.0/8", "192.168.1.7"}, cfg.HTTP.TrustedProxies)
	assert.Equal(t, []string{"radscribe.internal", "10.0.0.5"}, cfg.HTTP.AllowedHosts)
}

func TestAllowedHostsValidation(t *testing.T) {
	tests := []struct {
		host  string
		valid bool
	}{
		{"radscribe.internal", true},
		{"localhost", true},
		{"RadScribe.Example.COM.", true},
		{"10.0.0.5", true},
		{"::1", true},
		{"[2001:db8::1]", true},
		{"radscribe.internal:8080", false},
		{"https://radscribe.example.com", false},
		{"radscribe.example.com/app", false},
		{"*.example.com", false},
		{"-radscribe.example.com", false},
		{"radscribe..example.com", false},
		{"rad scribe", false},
	}
	for _, tt := range tests {
		t.Run(tt.host, func(t *testing.T) {
			t.Chdir(t.TempDir())
			t.Setenv("RADSCRIBE_HTTP_ALLOWED_HOSTS", tt.host)
			_, err := Load("")
			if tt.valid {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), "http.allowed_hosts:")
		})
	}
}

func TestLoadReadsRadscribeYamlFromTheWorkingDirectory(t *testing.T) {
	t.Chdir(t.TempDir())
	require.NoError(t, os.WriteFile(DefaultFile, []byte("log:\n  format: json\n"), 0o600))
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Equal(t, "json", cfg.Log.Format)
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name    string
		file    string
		env     map[string]string
		wantErr []string
	}{
		{name: "missing explicit file", wantErr: []string{"does-not-exist.yaml does not exist"}},
		{name: "misspelt key", file: "databse:\n  driver: sqlite\n", wantErr: []string{"databse"}},
		{name: "malformed yaml", file: "http: [\n", wantErr: []string{"configuration file"}},
		{
			name:    "unknown driver names the choices",
			env:     map[string]string{"RADSCRIBE_DATABASE_DRIVER": "mysql"},
			wantErr: []string{`database.driver: "mysql" is not valid; choose one of sqlite, postgres`},
		},
		{
			name:    "unknown mail provider",
			env:     map[string]string{"RADSCRIBE_MAIL_PROVIDER": "sendmail"},
			wantErr: []string{`mail.provider: "sendmail" is not valid; choose one of console, smtp`},
		},
		{
			name: "several problems at once",
			env: map[string]string{
				"RADSCRIBE_LOG_LEVEL":            "verbose",
				"RADSCRIBE_LOG_FORMAT":           "xml",
				"RADSCRIBE_HTTP_PUBLIC_URL":      "radscribe.example.com",
				"RADSCRIBE_HTTP_TRUSTED_PROXIES": "proxy.local",
			},
			wantErr: []string{
				`log.level: "verbose" is not valid; choose one of debug, info, warn, error`,
				`log.format: "xml" is not valid; choose one of text, json`,
				"http.public_url:", "http.trusted_proxies:",
			},
		},
		{name: "bad address", env: map[string]string{"RADSCRIBE_HTTP_ADDR": "8080"}, wantErr: []string{"http.addr:"}},
		{name: "bad duration", env: map[string]string{"RADSCRIBE_HTTP_SHUTDOWN_TIMEOUT": "soon"}, wantErr: []string{"shutdown_timeout"}},
		{name: "empty dsn", env: map[string]string{"RADSCRIBE_DATABASE_DSN": " "}, wantErr: []string{"database.dsn: is required"}},
		{
			name:    "idle above open",
			env:     map[string]string{"RADSCRIBE_DATABASE_MAX_OPEN_CONNS": "2", "RADSCRIBE_DATABASE_MAX_IDLE_CONNS": "3"},
			wantErr: []string{"database.max_idle_conns:"},
		},
		{name: "bad contact e-mail", env: map[string]string{"RADSCRIBE_COMPANY_CONTACT_EMAIL": "nobody"}, wantErr: []string{"company.contact_email:"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Chdir(dir)
			for key, value := range tt.env {
				t.Setenv(key, value)
			}
			path := ""
			if tt.name == "missing explicit file" {
				path = filepath.Join(dir, "does-not-exist.yaml")
			}
			if tt.file != "" {
				path = filepath.Join(dir, "radscribe.yaml")
				require.NoError(t, os.WriteFile(path, []byte(tt.file), 0o600))
			}
			_, err := Load(path)
			require.Error(t, err)
			for _, want := range tt.wantErr {
				assert.Contains(t, err.Error(), want)
			}
		})
	}
}

// assertLoadFails loads the configuration with only env set, in an empty working directory, and
// checks that the error names wantErr.
func assertLoadFails(t *testing.T, env map[string]string, wantErr string) {
	t.Helper()
	t.Chdir(t.TempDir())
	for key, value := range env {
		t.Setenv(key, value)
	}
	_, err := Load("")
	require.Error(t, err)
	assert.Contains(t, err.Error(), wantErr)
}

func TestAuthAndSMTPValidation(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		wantErr string
	}{
		{"smtp needs a host", map[string]string{"RADSCRIBE_MAIL_PROVIDER": "smtp"}, "mail.smtp.host: is required when mail.provider is smtp"},
		{"smtp tls mode", map[string]string{"RADSCRIBE_MAIL_PROVIDER": "smtp", "RADSCRIBE_MAIL_SMTP_HOST": "mail", "RADSCRIBE_MAIL_SMTP_TLS": "ssl"}, `mail.smtp.tls: "ssl" is not valid; choose one of starttls, tls, none`},
		{"google needs a secret", map[string]string{"RADSCRIBE_AUTH_GOOGLE_CLIENT_ID": "id"}, "auth.google.client_secret: is required"},
		{"admin e-mails", map[string]string{"RADSCRIBE_AUTH_ADMIN_EMAILS": "boss@example.com,not-an-address"}, `auth.admin_emails: "not-an-address"`},
		{"session timeouts", map[string]string{"RADSCRIBE_AUTH_SESSION_IDLE_TIMEOUT": "48h", "RADSCRIBE_AUTH_SESSION_ABSOLUTE_TIMEOUT": "24h"}, "auth.session.absolute_timeout:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assertLoadFails(t, tt.env, tt.wantErr)
		})
	}
}

func TestJobsAndRetentionDefaults(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Equal(t, Jobs{PollInterval: 200 * time.Millisecond, MaxWorkers: 10, CleanupInterval: 15 * time.Minute, ShutdownTimeout: 20 * time.Second}, cfg.Jobs)
	assert.Equal(t, 24*time.Hour, cfg.Retention.Transcripts)
	assert.Equal(t, Limits{ReportsPerHour: 600, TranscriptionsPerHour: 300, RecordingsPerHour: 300, RecordingsPerSession: 100}, cfg.Limits)
}

func TestJobsAndRetentionValidation(t *testing.T) {
	tests := []struct {
		name, key, value, wantErr string
	}{
		{"poll too often", "RADSCRIBE_JOBS_POLL_INTERVAL", "10ms", "jobs.poll_interval: must be between 50ms and 1m, got 10ms"},
		{"no workers", "RADSCRIBE_JOBS_MAX_WORKERS", "0", "jobs.max_workers: must be between 1 and 1000, got 0"},
		{"clean-up too often", "RADSCRIBE_JOBS_CLEANUP_INTERVAL", "5s", "jobs.cleanup_interval: must be between 1m and 24h, got 5s"},
		{"no shutdown time", "RADSCRIBE_JOBS_SHUTDOWN_TIMEOUT", "0s", "jobs.shutdown_timeout: must be a positive duration"},
		{"retention too short", "RADSCRIBE_RETENTION_TRANSCRIPTS", "30s", "retention.transcripts: must be at least 1m, got 30s"},
		{"no reports", "RADSCRIBE_LIMITS_REPORTS_PER_HOUR", "0", "limits.reports_per_hour: must be at least 1, got 0"},
		{"negative transcriptions", "RADSCRIBE_LIMITS_TRANSCRIPTIONS_PER_HOUR", "-5", "limits.transcriptions_per_hour: must be at least 1, got -5"},
		{"no recordings", "RADSCRIBE_LIMITS_RECORDINGS_PER_HOUR", "0", "limits.recordings_per_hour: must be at least 1, got 0"},
		{"sessions without room", "RADSCRIBE_LIMITS_RECORDINGS_PER_SESSION", "0", "limits.recordings_per_session: must be at least 1, got 0"},
		{"one connection", "RADSCRIBE_DATABASE_MAX_OPEN_CONNS", "1", "database.max_open_conns: must be at least 2, got 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Chdir(t.TempDir())
			t.Setenv(tt.key, tt.value)
			if tt.key == "RADSCRIBE_DATABASE_MAX_OPEN_CONNS" {
				t.Setenv("RADSCRIBE_DATABASE_MAX_IDLE_CONNS", "1")
			}
			_, err := Load("")
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.wantErr)
		})
	}
}

func TestAuthDefaults(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("RADSCRIBE_AUTH_ADMIN_EMAILS", "boss@example.com, chief@example.com")
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Equal(t, []string{"boss@example.com", "chief@example.com"}, cfg.Auth.AdminEmails)
	assert.Equal(t, 12*time.Hour, cfg.Auth.Session.IdleTimeout)
	assert.Equal(t, 30*24*time.Hour, cfg.Auth.Session.AbsoluteTimeout)
	assert.Empty(t, cfg.Auth.Google.ClientID)
}

func TestLLMDefaultsAreTheOfflineEngine(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Equal(t, LLM{Provider: LLMProviderBuiltin, OpenAI: LLMOpenAI{
		BaseURL: "https://api.openai.com/v1", Model: "gpt-4o-mini", Timeout: 60 * time.Second, MaxRetries: 2,
	}}, cfg.LLM)
}

func TestLLMOpenAIFromTheEnvironment(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("RADSCRIBE_LLM_PROVIDER", "openai")
	t.Setenv("RADSCRIBE_LLM_OPENAI_BASE_URL", "http://localhost:11434/v1")
	t.Setenv("RADSCRIBE_LLM_OPENAI_API_KEY", "sk-test")
	t.Setenv("RADSCRIBE_LLM_OPENAI_MODEL", "llama3.1")
	t.Setenv("RADSCRIBE_LLM_OPENAI_TIMEOUT", "2m")
	t.Setenv("RADSCRIBE_LLM_OPENAI_MAX_RETRIES", "0")
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Equal(t, LLM{Provider: LLMProviderOpenAI, OpenAI: LLMOpenAI{
		BaseURL: "http://localhost:11434/v1", APIKey: "sk-test", Model: "llama3.1", Timeout: 2 * time.Minute,
	}}, cfg.LLM)
}

func TestLLMValidation(t *testing.T) {
	// with is the openai provider plus the given keys.
	with := func(extra map[string]string) map[string]string {
		env := map[string]string{"RADSCRIBE_LLM_PROVIDER": "openai"}
		maps.Copy(env, extra)
		return env
	}
	tests := []struct {
		name    string
		env     map[string]string
		wantErr string
	}{
		{"unknown provider names the choices", map[string]string{"RADSCRIBE_LLM_PROVIDER": "anthropic"}, `llm.provider: "anthropic" is not valid; choose one of builtin, openai`},
		{"base url", with(map[string]string{"RADSCRIBE_LLM_OPENAI_BASE_URL": "localhost:11434"}), "llm.openai.base_url:"},
		{"model", with(map[string]string{"RADSCRIBE_LLM_OPENAI_MODEL": " "}), "llm.openai.model: is required when llm.provider is openai"},
		{"timeout", with(map[string]string{"RADSCRIBE_LLM_OPENAI_TIMEOUT": "0s"}), "llm.openai.timeout:"},
		{"retries", with(map[string]string{"RADSCRIBE_LLM_OPENAI_MAX_RETRIES": "-1"}), "llm.openai.max_retries:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assertLoadFails(t, tt.env, tt.wantErr)
		})
	}
}

func TestLLMOpenAIKeysAreIgnoredForTheBuiltinEngine(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("RADSCRIBE_LLM_OPENAI_MODEL", "")
	_, err := Load("")
	assert.NoError(t, err, "settings of an unused vendor never stop start-up")
}
