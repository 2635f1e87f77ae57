package config

import "time"

// defaults are the embedded, offline settings: SQLite under data/, console mail, the builtin
// report engine, text logs.
// Every key must appear here, because environment overrides only reach keys viper knows.
var defaults = map[string]any{
	"http.addr":             ":8080",
	"http.public_url":       "",         // derived from http.addr when empty (load.go)
	"http.allowed_hosts":    []string{}, // empty: only http.public_url's host
	"http.trusted_proxies":  []string{},
	"http.read_timeout":     60 * time.Second,
	"http.write_timeout":    180 * time.Second,
	"http.idle_timeout":     120 * time.Second,
	"http.shutdown_timeout": 20 * time.Second,
	"http.max_body_bytes":   int64(2 << 20),

	"database.driver":             DriverSQLite,
	"database.dsn":                "data/radscribe.db",
	"database.max_open_conns":     10,
	"database.max_idle_conns":     10, // as many as max_open_conns: a closed one costs a reopen
	"database.conn_max_lifetime":  30 * time.Minute,
	"database.conn_max_idle_time": 5 * time.Minute,
	"database.busy_timeout":       5 * time.Second,

	"mail.provider":      MailProviderConsole,
	"mail.from":          "RadScribe <no-reply@localhost>",
	"mail.console.dir":   "",
	"mail.smtp.host":     "",
	"mail.smtp.port":     587,
	"mail.smtp.username": "",
	"mail.smtp.password": "",
	"mail.smtp.tls":      "starttls",
	"mail.smtp.timeout":  15 * time.Second,

	"auth.admin_emails":             []string{},
	"auth.session.idle_timeout":     12 * time.Hour,
	"auth.session.absolute_timeout": 30 * 24 * time.Hour,
	"auth.google.client_id":         "",
	"auth.google.client_secret":     "",
	"auth.google.issuer":            "https://accounts.google.com",

	"llm.provider":           LLMProviderBuiltin,
	"llm.openai.base_url":    "https://api.openai.com/v1",
	"llm.openai.api_key":     "",
	"llm.openai.model":       "gpt-4o-mini",
	"llm.openai.timeout":     60 * time.Second,
	"llm.openai.max_retries": 2,

	"speech.provider":                  SpeechProviderNone,
	"speech.max_audio_bytes":           int64(25 << 20),
	"speech.openai.base_url":           "https://api.openai.com/v1",
	"speech.openai.api_key":            "",
	"speech.openai.model":              "whisper-1",
	"speech.openai.stream":             false,
	"speech.openai.timeout":            120 * time.Second,
	"speech.openai.max_retries":        2,
	"speech.google.credentials_file":   "",
	"speech.google.endpoint":           "",
	"speech.google.model":              "",
	"speech.google.timeout":            120 * time.Second,
	"speech.google.stream_renew_after": 290 * time.Second,
	"speech.live":                      true,
	"speech.openai.live":               SpeechLiveRolling,
	"speech.openai.realtime_model":     "",
	"speech.openai.rolling_interval":   250 * time.Millisecond,
	"speech.openai.rolling_window":     30 * time.Second,

	"payment.provider":                   PaymentProviderNone,
	"payment.stripe.secret_key":          "",
	"payment.stripe.webhook_secret":      "",
	"payment.stripe.monthly_price_id":    "",
	"payment.stripe.yearly_price_id":     "",
	"payment.stripe.yearly_amount_cents": int64(49900),
	"payment.stripe.beta_coupon_id":      "",
	"payment.stripe.api_base":            "",

	"jobs.poll_interval":    200 * time.Millisecond,
	"jobs.max_workers":      10,
	"jobs.cleanup_interval": 15 * time.Minute,
	"jobs.shutdown_timeout": 20 * time.Second,

	"retention.transcripts": 24 * time.Hour,

	"limits.reports_per_hour":        600,
	"limits.transcriptions_per_hour": 300,
	// One recording is started for each transcription (a failed one is sent again on the same
	// row), so as many as transcriptions; one session is one report, which 100 recordings
	// outnumber many times (application/dictation.Budget says more).
	"limits.recordings_per_hour":    300,
	"limits.recordings_per_session": 100,

	"marketing.provider":       MarketingProviderNone,
	"marketing.brevo.api_key":  "",
	"marketing.brevo.base_url": "https://api.brevo.com/v3",
	"marketing.brevo.list_ids": []string{},

	"ratelimit.provider":  RateLimitProviderMemory,
	"ratelimit.redis_url": "",

	"metrics.addr":         "127.0.0.1:9464", // empty or off: no listener of its own
	"metrics.bearer_token": "",               // set: /metrics on http.addr too, for this token

	"debug.pprof_addr": "", // empty: no profiles served

	"log.format": "text",
	"log.level":  "info",

	"company.legal_name":    "RadScribe",
	"company.address":       "",
	"company.contact_email": "support@radscribe.app",
	"company.community_url": "",

	"support.email":    "", // empty: company.contact_email
	"tutorials.videos": defaultTutorialVideos(),
}
