package config

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMarketingIsOffByDefault(t *testing.T) {
	t.Chdir(t.TempDir())
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Equal(t, MarketingProviderNone, cfg.Marketing.Provider)
	assert.Equal(t, "https://api.brevo.com/v3", cfg.Marketing.Brevo.BaseURL)
	assert.Empty(t, cfg.Marketing.Brevo.ListIDs)
}

func TestMarketingBrevoFromTheEnvironment(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("RADSCRIBE_MARKETING_PROVIDER", "brevo")
	t.Setenv("RADSCRIBE_MARKETING_BREVO_API_KEY", "xkeysib-test")
	t.Setenv("RADSCRIBE_MARKETING_BREVO_LIST_IDS", "3,7")
	cfg, err := Load("")
	require.NoError(t, err)
	assert.Equal(t, "xkeysib-test", cfg.Marketing.Brevo.APIKey)
	assert.Equal(t, []int64{3, 7}, cfg.Marketing.Brevo.ListNumbers())
}

func TestMarketingBrevoNeedsAKey(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Setenv("RADSCRIBE_MARKETING_PROVIDER", "brevo")
	t.Setenv("RADSCRIBE_MARKETING_BREVO_LIST_IDS", "-1")
	_, err := Load("")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "marketing.brevo.api_key: is required when marketing.provider is brevo")
	assert.Contains(t, err.Error(), `marketing.brevo.list_ids: "-1" is not a list id`)

	t.Setenv("RADSCRIBE_MARKETING_PROVIDER", "mailchimp")
	_, err = Load("")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `marketing.provider: "mailchimp" is not valid; choose one of none, brevo`)
}
