package store

import (
	"context"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/radscribe/radscribe/domain/billing"
	"github.com/radscribe/radscribe/ports"
)

type subscriptionRow struct {
	UserID            string `gorm:"primaryKey"`
	CustomerID        string
	SubscriptionID    string
	ProviderStatus    string
	Plan              string
	CurrentPeriodEnd  *time.Time
	TrialEnd          *time.Time
	CancelAtPeriodEnd bool
	DiscountEnd       *time.Time
	TrialUsed         bool
	ScheduledPlan     string
	UpdatedAt         time.Time
}

func (subscriptionRow) TableName() string { return "subscriptions" }

// Subscriptions implements ports.SubscriptionRepository.
type Subscriptions struct{ db *gorm.DB }

// NewSubscriptions returns the subscription records.
func NewSubscriptions(db *gorm.DB) *Subscriptions { return &Subscriptions{db: db} }

// Get returns the user's record, the zero value when there is none.
func (s *Subscriptions) Get(ctx context.Context, userID string) (billing.Subscription, error) {
	var row subscriptionRow
	err := s.db.WithContext(ctx).Where("user_id = ?", userID).Limit(1).Find(&row).Error
	if err != nil || row.UserID == "" {
		return billing.Subscription{}, err
	}
	return billing.Subscription{
		CustomerID: row.CustomerID, SubscriptionID: row.SubscriptionID, ProviderStatus: row.ProviderStatus, Plan: billing.PlanType(row.Plan),
		CurrentPeriodEnd: timeOf(row.CurrentPeriodEnd), TrialEnd: timeOf(row.TrialEnd), CancelAtPeriodEnd: row.CancelAtPeriodEnd,
		DiscountEnd: timeOf(row.DiscountEnd), TrialUsed: row.TrialUsed, ScheduledPlan: billing.PlanType(row.ScheduledPlan),
	}, nil
}

// Save stores the user's record in place of the one before.
func (s *Subscriptions) Save(ctx context.Context, userID string, sub billing.Subscription) error {
	row := subscriptionRow{
		UserID: userID, CustomerID: sub.CustomerID, SubscriptionID: sub.SubscriptionID, ProviderStatus: sub.ProviderStatus, Plan: string(sub.Plan),
		CurrentPeriodEnd: timePtr(sub.CurrentPeriodEnd), TrialEnd: timePtr(sub.TrialEnd), CancelAtPeriodEnd: sub.CancelAtPeriodEnd,
		DiscountEnd: timePtr(sub.DiscountEnd), TrialUsed: sub.TrialUsed, ScheduledPlan: string(sub.ScheduledPlan), UpdatedAt: time.Now().UTC(),
	}
	err := s.db.WithContext(ctx).Clauses(clause.OnConflict{Columns: []clause.Column{{Name: "user_id"}}, UpdateAll: true}).Create(&row).Error
	return translate(err)
}

// UserOfCustomer finds the user of a provider customer.
func (s *Subscriptions) UserOfCustomer(ctx context.Context, customerID string) (string, error) {
	var row subscriptionRow
	err := s.db.WithContext(ctx).Select("user_id").Where("customer_id = ?", customerID).Take(&row).Error
	return row.UserID, translate(err)
}

var _ ports.SubscriptionRepository = (*Subscriptions)(nil)

// PaymentEvents implements ports.PaymentEventLog.
type PaymentEvents struct{ db *gorm.DB }

// NewPaymentEvents returns the webhook event log.
func NewPaymentEvents(db *gorm.DB) *PaymentEvents { return &PaymentEvents{db: db} }

// Record stores the event id; the primary key decides, even between servers, which delivery
// is the first. It takes part in Transactor.WithinTx, so the record and the job it starts
// commit together.
func (s *PaymentEvents) Record(ctx context.Context, eventID, eventType string, at time.Time) (bool, error) {
	created := conn(ctx, s.db).Exec(`INSERT INTO payment_events (event_id, event_type, received_at) VALUES (?, ?, ?) ON CONFLICT (event_id) DO NOTHING`,
		eventID, eventType, at.UTC())
	if created.Error != nil {
		return false, created.Error
	}
	return created.RowsAffected == 1, nil
}

var _ ports.PaymentEventLog = (*PaymentEvents)(nil)
