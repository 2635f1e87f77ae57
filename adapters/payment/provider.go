// Package payment chooses the payment provider named by the configuration.
package payment

import (
	"cmp"
	"log/slog"

	"github.com/google/wire"

	"github.com/radscribe/radscribe/adapters/internal/choose"
	"github.com/radscribe/radscribe/adapters/payment/stripe"
	"github.com/radscribe/radscribe/config"
	"github.com/radscribe/radscribe/ports"
)

// Set provides ports.PaymentProvider from config.Payment.
var Set = wire.NewSet(New)

// New builds Stripe only when payment.provider names it. With none it returns a nil provider:
// the server sells nothing and every verified user has full access.
func New(cfg config.Payment, logger *slog.Logger) (ports.PaymentProvider, error) {
	return choose.One("payment.provider", cmp.Or(cfg.Provider, config.PaymentProviderNone), logger, []choose.Option[ports.PaymentProvider]{
		{
			Name:  config.PaymentProviderNone,
			Build: func() (ports.PaymentProvider, error) { return nil, nil },
			Ready: "payments off: every verified account has full access",
		},
		{
			Name:  config.PaymentProviderStripe,
			Build: func() (ports.PaymentProvider, error) { return stripe.New(cfg.Stripe) },
			Ready: "payments ready",
			Log: []any{"monthly_price_id", cfg.Stripe.MonthlyPriceID, "yearly_price_id", cfg.Stripe.YearlyPriceID,
				"beta_coupon_id", cfg.Stripe.BetaCouponID},
		},
	})
}
