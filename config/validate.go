package config

import (
	"fmt"
	"net"
	"net/mail"
	"net/netip"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// ValidationError lists every invalid key at once so an operator can fix them in one go.
type ValidationError struct {
	Problems []string
}

func (e *ValidationError) Error() string {
	return "invalid configuration:\n  - " + strings.Join(e.Problems, "\n  - ")
}

type validator struct{ problems []string }

func (v *validator) add(key, format string, args ...any) {
	v.problems = append(v.problems, key+": "+fmt.Sprintf(format, args...))
}

func (v *validator) oneOf(key, value string, choices ...string) {
	if !slices.Contains(choices, value) {
		v.add(key, "%q is not valid; choose one of %s", value, strings.Join(choices, ", "))
	}
}

// Validate checks every key and names the key and the valid choices for each problem.
func (c *Config) Validate() error {
	v := &validator{}
	c.HTTP.validate(v)
	c.Database.validate(v)
	c.Mail.validate(v)
	c.Auth.validate(v)
	c.LLM.validate(v)
	c.Speech.validate(v)
	c.Payment.validate(v)
	c.Jobs.validate(v)
	c.Retention.validate(v)
	c.Limits.validate(v)
	c.Support.validate(v)
	c.Tutorials.validate(v)
	c.Marketing.validate(v)
	c.RateLimit.validate(v)
	c.Metrics.validate(v, c.HTTP.Addr)
	c.Debug.validate(v)
	v.oneOf("log.format", c.Log.Format, "text", "json")
	v.oneOf("log.level", c.Log.Level, "debug", "info", "warn", "error")
	if c.Company.ContactEmail != "" {
		if _, err := mail.ParseAddress(c.Company.ContactEmail); err != nil {
			v.add("company.contact_email", "%q is not an e-mail address", c.Company.ContactEmail)
		}
	}
	if c.Company.CommunityURL != "" && !isAbsoluteHTTPURL(c.Company.CommunityURL) {
		v.add("company.community_url", "%q must be an absolute http(s) URL", c.Company.CommunityURL)
	}
	if len(v.problems) > 0 {
		return &ValidationError{Problems: v.problems}
	}
	return nil
}

func (h HTTP) validate(v *validator) {
	if _, _, err := net.SplitHostPort(h.Addr); err != nil {
		v.add("http.addr", "%q must be host:port or :port", h.Addr)
	}
	if !isAbsoluteHTTPURL(h.PublicURL) {
		v.add("http.public_url", "%q must be an absolute http(s) URL such as https://radscribe.example.com", h.PublicURL)
	}
	for _, host := range h.AllowedHosts {
		if !isHostName(host) {
			v.add("http.allowed_hosts", "%q must be a host name or IP address, without a scheme, port or path (such as radscribe.internal)", host)
		}
	}
	for _, proxy := range h.TrustedProxies {
		if _, err := netip.ParsePrefix(proxy); err == nil {
			continue
		}
		if _, err := netip.ParseAddr(proxy); err != nil {
			v.add("http.trusted_proxies", "%q is neither an IP address nor a CIDR range", proxy)
		}
	}
	for key, d := range map[string]int64{
		"http.read_timeout": int64(h.ReadTimeout), "http.write_timeout": int64(h.WriteTimeout),
		"http.idle_timeout": int64(h.IdleTimeout), "http.shutdown_timeout": int64(h.ShutdownTimeout),
	} {
		if d <= 0 {
			v.add(key, "must be a positive duration such as 30s")
		}
	}
	if h.MaxBodyBytes < 1024 {
		v.add("http.max_body_bytes", "must be at least 1024, got %d", h.MaxBodyBytes)
	}
}

func (d Database) validate(v *validator) {
	v.oneOf("database.driver", d.Driver, DriverSQLite, DriverPostgres)
	if strings.TrimSpace(d.DSN) == "" {
		v.add("database.dsn", "is required (a file path for sqlite, a connection string for postgres)")
	}
	// The migration lock holds one connection while the job queue's migrations use another.
	if d.MaxOpenConns < 2 {
		v.add("database.max_open_conns", "must be at least 2, got %d", d.MaxOpenConns)
	}
	if d.MaxIdleConns < 0 || d.MaxIdleConns > d.MaxOpenConns {
		v.add("database.max_idle_conns", "must be between 0 and database.max_open_conns (%d), got %d", d.MaxOpenConns, d.MaxIdleConns)
	}
	if d.ConnMaxLifetime < 0 {
		v.add("database.conn_max_lifetime", "must not be negative")
	}
	if d.ConnMaxIdleTime < 0 {
		v.add("database.conn_max_idle_time", "must not be negative")
	}
	if d.BusyTimeout < 0 {
		v.add("database.busy_timeout", "must not be negative")
	}
}

func (m Mail) validate(v *validator) {
	v.oneOf("mail.provider", m.Provider, MailProviderConsole, MailProviderSMTP)
	if m.Provider == MailProviderSMTP {
		m.SMTP.validate(v)
	}
	if _, err := mail.ParseAddress(m.From); err != nil {
		v.add("mail.from", "%q is not an e-mail address such as RadScribe <no-reply@example.com>", m.From)
	}
}

func (m MailSMTP) validate(v *validator) {
	if strings.TrimSpace(m.Host) == "" {
		v.add("mail.smtp.host", "is required when mail.provider is smtp")
	}
	if m.Port < 1 || m.Port > 65535 {
		v.add("mail.smtp.port", "must be between 1 and 65535, got %d", m.Port)
	}
	v.oneOf("mail.smtp.tls", m.TLS, "starttls", "tls", "none")
	if m.Timeout <= 0 {
		v.add("mail.smtp.timeout", "must be a positive duration such as 15s")
	}
}

func (a Auth) validate(v *validator) {
	for _, email := range a.AdminEmails {
		if _, err := mail.ParseAddress(email); err != nil {
			v.add("auth.admin_emails", "%q is not an e-mail address", email)
		}
	}
	if a.Session.IdleTimeout <= 0 {
		v.add("auth.session.idle_timeout", "must be a positive duration such as 12h")
	}
	if a.Session.AbsoluteTimeout < a.Session.IdleTimeout {
		v.add("auth.session.absolute_timeout", "must be at least auth.session.idle_timeout")
	}
	if a.Google.ClientID != "" {
		if a.Google.ClientSecret == "" {
			v.add("auth.google.client_secret", "is required when auth.google.client_id is set")
		}
		if !isAbsoluteHTTPURL(a.Google.Issuer) {
			v.add("auth.google.issuer", "%q must be an absolute http(s) URL", a.Google.Issuer)
		}
	}
}

func (l LLM) validate(v *validator) {
	v.oneOf("llm.provider", l.Provider, LLMProviderBuiltin, LLMProviderOpenAI)
	if l.Provider != LLMProviderOpenAI {
		return
	}
	o := l.OpenAI
	openAIEndpoint{section: "llm", baseURL: o.BaseURL, model: o.Model, timeout: o.Timeout, maxRetries: o.MaxRetries, typicalTimeout: "60s"}.validate(v)
}

func (s Speech) validate(v *validator) {
	v.oneOf("speech.provider", s.Provider, SpeechProviderNone, SpeechProviderOpenAI, SpeechProviderGoogle)
	if s.MaxAudioBytes < 1<<20 || s.MaxAudioBytes > 200<<20 {
		v.add("speech.max_audio_bytes", "must be between 1 MiB and 200 MiB, got %d", s.MaxAudioBytes)
	}
	switch s.Provider {
	case SpeechProviderOpenAI:
		o := s.OpenAI
		openAIEndpoint{section: "speech", baseURL: o.BaseURL, model: o.Model, timeout: o.Timeout, maxRetries: o.MaxRetries, typicalTimeout: "120s"}.validate(v)
		v.oneOf("speech.openai.live", o.Live, SpeechLiveRolling, SpeechLiveRealtime)
		if o.RollingInterval < 200*time.Millisecond || o.RollingInterval > 10*time.Second {
			v.add("speech.openai.rolling_interval", "must be between 200ms and 10s, got %s", o.RollingInterval)
		}
		if o.RollingWindow < 5*time.Second || o.RollingWindow > 10*time.Minute {
			v.add("speech.openai.rolling_window", "must be between 5s and 10m, got %s", o.RollingWindow)
		}
	case SpeechProviderGoogle:
		if s.Google.Timeout <= 0 {
			v.add("speech.google.timeout", "must be a positive duration such as 120s")
		}
		// Google ends a stream after about 305 seconds of audio.
		if s.Google.StreamRenewAfter < 10*time.Second || s.Google.StreamRenewAfter > 300*time.Second {
			v.add("speech.google.stream_renew_after", "must be between 10s and 300s, got %s", s.Google.StreamRenewAfter)
		}
	}
}

func (p Payment) validate(v *validator) {
	v.oneOf("payment.provider", p.Provider, PaymentProviderNone, PaymentProviderStripe)
	if p.Provider != PaymentProviderStripe {
		return
	}
	s := p.Stripe
	for _, required := range [][2]string{
		{"payment.stripe.secret_key", s.SecretKey}, {"payment.stripe.webhook_secret", s.WebhookSecret},
		{"payment.stripe.monthly_price_id", s.MonthlyPriceID}, {"payment.stripe.yearly_price_id", s.YearlyPriceID},
	} {
		if strings.TrimSpace(required[1]) == "" {
			v.add(required[0], "is required when payment.provider is stripe (see docs/operations.md, Stripe)")
		}
	}
	if s.YearlyAmountCents <= 0 {
		v.add("payment.stripe.yearly_amount_cents", "must be a positive amount in cents, got %d", s.YearlyAmountCents)
	}
	if s.APIBase != "" && !isAbsoluteHTTPURL(s.APIBase) {
		v.add("payment.stripe.api_base", "%q must be an absolute http(s) URL", s.APIBase)
	}
}

func (m Marketing) validate(v *validator) {
	v.oneOf("marketing.provider", m.Provider, MarketingProviderNone, MarketingProviderBrevo)
	if m.Provider != MarketingProviderBrevo {
		return
	}
	if strings.TrimSpace(m.Brevo.APIKey) == "" {
		v.add("marketing.brevo.api_key", "is required when marketing.provider is brevo (see docs/operations.md, Brevo)")
	}
	if !isAbsoluteHTTPURL(m.Brevo.BaseURL) {
		v.add("marketing.brevo.base_url", "%q must be an absolute http(s) URL", m.Brevo.BaseURL)
	}
	for _, id := range m.Brevo.ListIDs {
		if n, err := strconv.ParseInt(strings.TrimSpace(id), 10, 64); err != nil || n <= 0 {
			v.add("marketing.brevo.list_ids", "%q is not a list id; use the positive ids Brevo shows", id)
		}
	}
}

func (j Jobs) validate(v *validator) {
	if j.PollInterval < 50*time.Millisecond || j.PollInterval > time.Minute {
		v.add("jobs.poll_interval", "must be between 50ms and 1m, got %s", j.PollInterval)
	}
	if j.MaxWorkers < 1 || j.MaxWorkers > 1000 {
		v.add("jobs.max_workers", "must be between 1 and 1000, got %d", j.MaxWorkers)
	}
	if j.CleanupInterval < time.Minute || j.CleanupInterval > 24*time.Hour {
		v.add("jobs.cleanup_interval", "must be between 1m and 24h, got %s", j.CleanupInterval)
	}
	if j.ShutdownTimeout <= 0 {
		v.add("jobs.shutdown_timeout", "must be a positive duration such as 20s")
	}
}

func (r Retention) validate(v *validator) {
	if r.Transcripts < time.Minute {
		v.add("retention.transcripts", "must be at least 1m, got %s", r.Transcripts)
	}
}

func (l Limits) validate(v *validator) {
	if l.ReportsPerHour <= 0 {
		v.add("limits.reports_per_hour", "must be at least 1, got %d", l.ReportsPerHour)
	}
	if l.TranscriptionsPerHour <= 0 {
		v.add("limits.transcriptions_per_hour", "must be at least 1, got %d", l.TranscriptionsPerHour)
	}
	if l.RecordingsPerHour <= 0 {
		v.add("limits.recordings_per_hour", "must be at least 1, got %d", l.RecordingsPerHour)
	}
	if l.RecordingsPerSession <= 0 {
		v.add("limits.recordings_per_session", "must be at least 1, got %d", l.RecordingsPerSession)
	}
}

// isHostName accepts a DNS name (letters, digits, hyphens and dots, as "radscribe.internal"
// or "localhost") or an IP address, IPv6 with or without brackets.
func isHostName(host string) bool {
	if _, err := netip.ParseAddr(strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")); err == nil {
		return true
	}
	name := strings.TrimSuffix(host, ".")
	if name == "" || len(name) > 253 {
		return false
	}
	for _, label := range strings.Split(name, ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for _, c := range label {
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
				return false
			}
		}
	}
	return true
}

func isAbsoluteHTTPURL(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// IsHTTPS reports whether the public URL is served over TLS (secure cookies, HSTS).
func (h HTTP) IsHTTPS() bool {
	u, err := url.Parse(h.PublicURL)
	return err == nil && u.Scheme == "https"
}
