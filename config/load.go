package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"reflect"
	"strings"

	"github.com/go-viper/mapstructure/v2"
	"github.com/spf13/viper"
)

// EnvPrefix starts every environment override: database.dsn is RADSCRIBE_DATABASE_DSN.
const EnvPrefix = "RADSCRIBE"

// DefaultFile is read from the working directory when no --config path is given and it exists.
const DefaultFile = "radscribe.yaml"

// Load reads the defaults, then the YAML file (path, or DefaultFile when path is empty and the
// file exists), then the environment, and validates the result.
func Load(path string) (*Config, error) {
	v := viper.New()
	for key, value := range defaults {
		v.SetDefault(key, value)
	}
	v.SetEnvPrefix(EnvPrefix)
	v.SetEnvKeyReplacer(strings.NewReplacer(".", "_"))
	v.AutomaticEnv()

	if err := readFile(v, path); err != nil {
		return nil, err
	}

	var cfg Config
	decode := viper.DecodeHook(mapstructure.ComposeDecodeHookFunc(
		mapstructure.StringToTimeDurationHookFunc(),
		jsonListHook,
		mapstructure.StringToSliceHookFunc(","),
	))
	// UnmarshalExact turns a misspelt key in the file into an error instead of a silent default.
	if err := v.UnmarshalExact(&cfg, decode); err != nil {
		return nil, fmt.Errorf("configuration: %w", err)
	}
	cfg.HTTP.PublicURL = publicURL(cfg.HTTP)
	cfg.HTTP.AllowedHosts = trimEmpty(cfg.HTTP.AllowedHosts)
	cfg.HTTP.TrustedProxies = trimEmpty(cfg.HTTP.TrustedProxies)
	cfg.Auth.AdminEmails = trimEmpty(cfg.Auth.AdminEmails)
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	return &cfg, nil
}

func readFile(v *viper.Viper, path string) error {
	explicit := path != ""
	if !explicit {
		path = DefaultFile
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			return nil
		}
	}
	v.SetConfigFile(path)
	v.SetConfigType("yaml")
	if err := v.ReadInConfig(); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("configuration file %s does not exist", path)
		}
		return fmt.Errorf("configuration file %s: %w", path, err)
	}
	return nil
}

// trimEmpty drops blank entries so RADSCRIBE_HTTP_TRUSTED_PROXIES="" means "none".
func trimEmpty(values []string) []string {
	out := make([]string, 0, len(values))
	for _, value := range values {
		if value = strings.TrimSpace(value); value != "" {
			out = append(out, value)
		}
	}
	return out
}

// publicURL is the configured public address, or, when none is set, the local address the
// server listens on ("http://localhost:9090" for ":9090"), so links in e-mails reach a server
// started on another port without a second setting.
func publicURL(h HTTP) string {
	if u := strings.TrimSpace(h.PublicURL); u != "" {
		return u
	}
	host, port, err := net.SplitHostPort(h.Addr)
	if err != nil {
		return "" // validation names http.addr
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}

// jsonListHook reads a list of objects given as one string, an environment variable, as JSON
// (RADSCRIBE_TUTORIALS_VIDEOS='[{"id": "voice-recording", ...}]'), with the keys of the file.
func jsonListHook(from, to reflect.Type, data any) (any, error) {
	if from.Kind() != reflect.String || to.Kind() != reflect.Slice || to.Elem().Kind() != reflect.Struct {
		return data, nil
	}
	var list []map[string]any
	if err := json.Unmarshal([]byte(data.(string)), &list); err != nil {
		return nil, fmt.Errorf("a list of objects is written as a JSON array: %w", err)
	}
	return list, nil
}
