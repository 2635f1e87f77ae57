// Package config loads RadScribe's configuration: built-in defaults, an optional YAML file and
// RADSCRIBE_* environment overrides, validated before anything starts.
package config

import (
	"strconv"
	"strings"
	"time"
)

// Config is the whole configuration. Only the composition root (wire.go, cmd/) sees all of it;
// every adapter receives just its own section.
type Config struct {
	HTTP      HTTP      `mapstructure:"http"`
	Database  Database  `mapstructure:"database"`
	Mail      Mail      `mapstructure:"mail"`
	Log       Log       `mapstructure:"log"`
	Company   Company   `mapstructure:"company"`
	Auth      Auth      `mapstructure:"auth"`
	LLM       LLM       `mapstructure:"llm"`
	Speech    Speech    `mapstructure:"speech"`
	Payment   Payment   `mapstructure:"payment"`
	Jobs      Jobs      `mapstructure:"jobs"`
	Retention Retention `mapstructure:"retention"`
	Limits    Limits    `mapstructure:"limits"`
	Support   Support   `mapstructure:"support"`
	Tutorials Tutorials `mapstructure:"tutorials"`
	Marketing Marketing `mapstructure:"marketing"`
	RateLimit RateLimit `mapstructure:"ratelimit"`
	Metrics   Metrics   `mapstructure:"metrics"`
	Debug     Debug     `mapstructure:"debug"`
}

// HTTP configures the web server.
type HTTP struct {
	Addr      string `mapstructure:"addr"`
	PublicURL string `mapstructure:"public_url"`
	// AllowedHosts are host names requests may carry besides PublicURL's (another name of the
	// server, the name a reverse proxy forwards to); any other is refused with 421.
	AllowedHosts    []string      `mapstructure:"allowed_hosts"`
	TrustedProxies  []string      `mapstructure:"trusted_proxies"`
	ReadTimeout     time.Duration `mapstructure:"read_timeout"`
	WriteTimeout    time.Duration `mapstructure:"write_timeout"`
	IdleTimeout     time.Duration `mapstructure:"idle_timeout"`
	ShutdownTimeout time.Duration `mapstructure:"shutdown_timeout"`
	MaxBodyBytes    int64         `mapstructure:"max_body_bytes"`
}

// Database drivers.
const (
	DriverSQLite   = "sqlite"
	DriverPostgres = "postgres"
)

// Database configures the store.
type Database struct {
	Driver          string        `mapstructure:"driver"`
	DSN             string        `mapstructure:"dsn"`
	MaxOpenConns    int           `mapstructure:"max_open_conns"`
	MaxIdleConns    int           `mapstructure:"max_idle_conns"`
	ConnMaxLifetime time.Duration `mapstructure:"conn_max_lifetime"`
	ConnMaxIdleTime time.Duration `mapstructure:"conn_max_idle_time"`
	BusyTimeout     time.Duration `mapstructure:"busy_timeout"`
}

// Mail providers: messages logged (and written to a folder) or sent through an SMTP server.
const (
	MailProviderConsole = "console"
	MailProviderSMTP    = "smtp"
)

// Mail configures outgoing e-mail.
type Mail struct {
	Provider string      `mapstructure:"provider"`
	From     string      `mapstructure:"from"`
	Console  MailConsole `mapstructure:"console"`
	SMTP     MailSMTP    `mapstructure:"smtp"`
}

// MailSMTP configures delivery through an SMTP server.
type MailSMTP struct {
	Host     string `mapstructure:"host"`
	Port     int    `mapstructure:"port"`
	Username string `mapstructure:"username"`
	Password string `mapstructure:"password"`
	// TLS is "starttls" (upgrade a plain connection, port 587), "tls" (implicit TLS, port 465)
	// or "none" (a local relay only).
	TLS     string        `mapstructure:"tls"`
	Timeout time.Duration `mapstructure:"timeout"`
}

// MailConsole configures the console mailer used in development and self-hosting.
type MailConsole struct {
	// Dir, when set, receives every message as an .eml file besides the log line.
	Dir string `mapstructure:"dir"`
}

// Log configures the process logger.
type Log struct {
	Format string `mapstructure:"format"`
	Level  string `mapstructure:"level"`
}

// Company holds the operator's details shown in the footer and the legal pages.
type Company struct {
	LegalName    string `mapstructure:"legal_name"`
	Address      string `mapstructure:"address"`
	ContactEmail string `mapstructure:"contact_email"`
	CommunityURL string `mapstructure:"community_url"`
}

// Auth configures sign-in.
type Auth struct {
	// AdminEmails become admins when they sign up or sign in.
	AdminEmails []string `mapstructure:"admin_emails"`
	Session     Session  `mapstructure:"session"`
	Google      Google   `mapstructure:"google"`
}

// Session configures server-side sessions.
type Session struct {
	IdleTimeout     time.Duration `mapstructure:"idle_timeout"`
	AbsoluteTimeout time.Duration `mapstructure:"absolute_timeout"`
}

// Google configures "Continue with Google"; it is off while ClientID is empty.
type Google struct {
	ClientID     string `mapstructure:"client_id"`
	ClientSecret string `mapstructure:"client_secret"`
	// Issuer is Google's; tests point it at an in-process OpenID provider.
	Issuer string `mapstructure:"issuer"`
}

// LLM providers: the offline engine or any OpenAI-compatible chat server.
const (
	LLMProviderBuiltin = "builtin"
	LLMProviderOpenAI  = "openai"
)

// LLM chooses the report writer.
type LLM struct {
	Provider string    `mapstructure:"provider"`
	OpenAI   LLMOpenAI `mapstructure:"openai"`
}

// LLMOpenAI configures an OpenAI-compatible chat completions endpoint: OpenAI itself, Azure
// OpenAI's v1 endpoint, or a local server (vLLM, Ollama, llama.cpp, LM Studio).
type LLMOpenAI struct {
	BaseURL string `mapstructure:"base_url"`
	APIKey  string `mapstructure:"api_key"`
	Model   string `mapstructure:"model"`
	// Timeout bounds each attempt; MaxRetries more attempts follow a 429, a 5xx or a timeout.
	Timeout    time.Duration `mapstructure:"timeout"`
	MaxRetries int           `mapstructure:"max_retries"`
}

// Speech providers: none (voice dictation off), any OpenAI-compatible transcription server,
// or Google Cloud Speech-to-Text.
const (
	SpeechProviderNone   = "none"
	SpeechProviderOpenAI = "openai"
	SpeechProviderGoogle = "google"
)

// Speech chooses the speech recognizer for voice dictation.
type Speech struct {
	Provider string `mapstructure:"provider"`
	// MaxAudioBytes bounds one uploaded recording; larger uploads are refused with 413 before
	// their body is read.
	MaxAudioBytes int64        `mapstructure:"max_audio_bytes"`
	OpenAI        SpeechOpenAI `mapstructure:"openai"`
	Google        SpeechGoogle `mapstructure:"google"`
	// Live turns on dictation transcribed while it is spoken, over the engine's streaming
	// interface; off leaves only the upload after Stop.
	Live bool `mapstructure:"live"`
}

// How an OpenAI-compatible server transcribes live dictation (speech.openai.live).
const (
	// SpeechLiveRolling sends the growing audio to /audio/transcriptions again and again and
	// settles the words two answers agree on: any Whisper-compatible server can do it.
	SpeechLiveRolling = "rolling"
	// SpeechLiveRealtime opens a transcription session of the Realtime protocol over a
	// WebSocket, for servers that offer one (OpenAI, some self-hosted servers).
	SpeechLiveRealtime = "realtime"
)

// SpeechOpenAI configures an OpenAI-compatible /v1/audio/transcriptions endpoint: OpenAI
// itself or a practice's own Whisper server (faster-whisper servers, whisper.cpp server, vLLM,
// LocalAI).
type SpeechOpenAI struct {
	BaseURL string `mapstructure:"base_url"`
	APIKey  string `mapstructure:"api_key"`
	Model   string `mapstructure:"model"`
	// Stream asks the server for transcript.text.delta events and relays them to the browser.
	Stream bool `mapstructure:"stream"`
	// Timeout bounds each attempt; MaxRetries more attempts follow a 429, a 5xx or a timeout.
	Timeout    time.Duration `mapstructure:"timeout"`
	MaxRetries int           `mapstructure:"max_retries"`
	// Live is SpeechLiveRolling or SpeechLiveRealtime.
	Live string `mapstructure:"live"`
	// RealtimeModel is the transcription model a Realtime session is asked for; empty uses
	// Model.
	RealtimeModel string `mapstructure:"realtime_model"`
	// RollingInterval is how often the growing audio is transcribed again; RollingWindow the
	// most audio one such request carries, which bounds the cost of a long dictation.
	RollingInterval time.Duration `mapstructure:"rolling_interval"`
	RollingWindow   time.Duration `mapstructure:"rolling_window"`
}

// SpeechGoogle configures Google Cloud Speech-to-Text (v1 API).
type SpeechGoogle struct {
	// CredentialsFile is a service account key file; empty uses Application Default
	// Credentials.
	CredentialsFile string `mapstructure:"credentials_file"`
	// Endpoint overrides the API's host:port (a regional endpoint such as
	// eu-speech.googleapis.com:443); empty uses Google's default.
	Endpoint string `mapstructure:"endpoint"`
	// Model is the recognition model (latest_long, medical_dictation, ...); empty uses the
	// vendor's default.
	Model   string        `mapstructure:"model"`
	Timeout time.Duration `mapstructure:"timeout"`
	// StreamRenewAfter is how long one live stream runs before it is replaced by a new one:
	// Google ends a stream after about 305 seconds of audio.
	StreamRenewAfter time.Duration `mapstructure:"stream_renew_after"`
}

// Payment providers: none (self-hosted: every verified user has full access) or Stripe.
const (
	PaymentProviderNone   = "none"
	PaymentProviderStripe = "stripe"
)

// Payment chooses how subscriptions are sold.
type Payment struct {
	Provider string        `mapstructure:"provider"`
	Stripe   PaymentStripe `mapstructure:"stripe"`
}

// PaymentStripe configures Stripe: the keys, the webhook's signing secret, and the ids of the
// prices and the beta coupon made in the Stripe dashboard.
type PaymentStripe struct {
	SecretKey      string `mapstructure:"secret_key"`
	WebhookSecret  string `mapstructure:"webhook_secret"`
	MonthlyPriceID string `mapstructure:"monthly_price_id"`
	YearlyPriceID  string `mapstructure:"yearly_price_id"`
	// YearlyAmountCents is the yearly price as the plan cards show it; it must match the price.
	YearlyAmountCents int64 `mapstructure:"yearly_amount_cents"`
	// BetaCouponID is a coupon for the beta price (20 USD off for 3 months); empty for none.
	BetaCouponID string `mapstructure:"beta_coupon_id"`
	// APIBase overrides Stripe's API address; tests point it at stripe-mock.
	APIBase string `mapstructure:"api_base"`
}

// Jobs configures the background job queue (River) that sends mail and cleans up.
type Jobs struct {
	// PollInterval is how often each server looks for new jobs; a sign-up code goes out
	// within about this long.
	PollInterval time.Duration `mapstructure:"poll_interval"`
	// MaxWorkers is how many jobs one server works at once.
	MaxWorkers int `mapstructure:"max_workers"`
	// CleanupInterval is how often expired sign-in data and old transcripts are deleted.
	CleanupInterval time.Duration `mapstructure:"cleanup_interval"`
	// ShutdownTimeout is how long running jobs may take to finish on SIGINT/SIGTERM.
	ShutdownTimeout time.Duration `mapstructure:"shutdown_timeout"`
}

// Retention says how long data is kept before the clean-up deletes it.
type Retention struct {
	// Transcripts is how long a dictation's transcript text is kept.
	Transcripts time.Duration `mapstructure:"transcripts"`
}

// Limits are each user's hourly budgets of the requests that cost the most: a refused request
// answers 429 with Retry-After.
type Limits struct {
	// ReportsPerHour counts corrections, formatted, filled and generated reports together.
	ReportsPerHour int `mapstructure:"reports_per_hour"`
	// TranscriptionsPerHour counts recordings sent to the speech engine.
	TranscriptionsPerHour int `mapstructure:"transcriptions_per_hour"`
	// RecordingsPerHour counts the recordings a user starts (POST /api/recordings).
	RecordingsPerHour int `mapstructure:"recordings_per_hour"`
	// RecordingsPerSession caps the recordings of one dictation session (one report); it is
	// not hourly, but a full session answers 429 as well.
	RecordingsPerSession int `mapstructure:"recordings_per_session"`
}

// Marketing providers: none (no contact sync) or Brevo.
const (
	MarketingProviderNone  = "none"
	MarketingProviderBrevo = "brevo"
)

// Marketing chooses the e-mail marketing service the accounts' contacts are synced to.
type Marketing struct {
	Provider string         `mapstructure:"provider"`
	Brevo    MarketingBrevo `mapstructure:"brevo"`
}

// MarketingBrevo configures Brevo's API (v3).
type MarketingBrevo struct {
	APIKey  string `mapstructure:"api_key"`
	BaseURL string `mapstructure:"base_url"`
	// ListIDs are the ids of the lists the automatic sync adds contacts to (comma-separated in
	// the environment); empty for none. ListNumbers reads them once validated.
	ListIDs []string `mapstructure:"list_ids"`
}

// ListNumbers returns the list ids as numbers, skipping any that is not one (Validate refuses
// those before anything starts).
func (b MarketingBrevo) ListNumbers() []int64 {
	var ids []int64
	for _, s := range b.ListIDs {
		if id, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64); err == nil && id > 0 {
			ids = append(ids, id)
		}
	}
	return ids
}
