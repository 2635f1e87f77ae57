// Package payment chooses the payment provider named by the configuration.
package payment

import (
	"fmt"
	"log/slog"

	"github.com/google/wire"

	"github.com/radscribe/radscribe/adapters/payment/stripe"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Set provides ports.PaymentProvider from config.Payment.
var Set = wire.NewSet(New)

// New builds Stripe only when payment.provider names it. With none it returns a nil provider:
// the server sells nothing and every verified user has full access.
func New(cfg config.Payment, logger *slog.Logger) (ports.PaymentProvider, error) {
	switch cfg.Provider {
	case config.PaymentProviderNone, "":
		logger.Info("payments off: every verified account has full access", "provider", config.PaymentProviderNone)
		return nil, nil
	case config.PaymentProviderStripe:
		provider, err := stripe.New(cfg.Stripe)
		if err != nil {
			return nil, err
		}
		logger.Info("payments ready", "provider", cfg.Provider, "monthly_price_id", cfg.Stripe.MonthlyPriceID,
			"yearly_price_id", cfg.Stripe.YearlyPriceID, "beta_coupon_id", cfg.Stripe.BetaCouponID)
		return provider, nil
	}
	return nil, fmt.Errorf("payment.provider %q is not valid; choose one of %s, %s", cfg.Provider, config.PaymentProviderNone, config.PaymentProviderStripe)
}
