package stripe

import "github.com/stripe/stripe-go/v76"

// currentPhase is the phase Stripe reports as running now, found by its start; nil when the
// schedule reports none.
func currentPhase(schedule *stripe.SubscriptionSchedule) *stripe.SubscriptionSchedulePhase {
	if schedule.CurrentPhase == nil {
		return nil
	}
	for _, phase := range schedule.Phases {
		if phase.StartDate == schedule.CurrentPhase.StartDate {
			return phase
		}
	}
	return nil
}

// nextPhase is the phase that starts when the current one ends; nil when none does.
func nextPhase(schedule *stripe.SubscriptionSchedule) *stripe.SubscriptionSchedulePhase {
	if schedule.CurrentPhase == nil || schedule.CurrentPhase.EndDate == 0 {
		return nil
	}
	for _, phase := range schedule.Phases {
		if phase.StartDate >= schedule.CurrentPhase.EndDate {
			return phase
		}
	}
	return nil
}

// keptPhase repeats the current phase for an update of the schedule, which takes every phase
// from the current one on: the same start, items, trial and discounts, ending at end. What is
// left out (tax rates, collection settings) follows the schedule's defaults, which Stripe copied
// from the subscription.
func keptPhase(phase *stripe.SubscriptionSchedulePhase, end int64) *stripe.SubscriptionSchedulePhaseParams {
	kept := &stripe.SubscriptionSchedulePhaseParams{StartDate: stripe.Int64(phase.StartDate), EndDate: stripe.Int64(end)}
	for _, item := range phase.Items {
		kept.Items = append(kept.Items, keptItem(item))
	}
	// Without it Stripe would end a running trial now and invoice.
	if phase.TrialEnd != 0 {
		kept.TrialEnd = stripe.Int64(phase.TrialEnd)
	}
	// Stripe takes either discounts or the older coupon, not both.
	switch {
	case len(phase.Discounts) > 0:
		for _, d := range phase.Discounts {
			coupon, discount, promotionCode, ok := discountRef(d.Coupon, d.Discount, d.PromotionCode)
			if !ok {
				continue
			}
			kept.Discounts = append(kept.Discounts, &stripe.SubscriptionSchedulePhaseDiscountParams{
				Coupon: coupon, Discount: discount, PromotionCode: promotionCode,
			})
		}
	case phase.Coupon != nil && phase.Coupon.ID != "":
		kept.Coupon = stripe.String(phase.Coupon.ID)
	}
	return kept
}

func keptItem(item *stripe.SubscriptionSchedulePhaseItem) *stripe.SubscriptionSchedulePhaseItemParams {
	kept := &stripe.SubscriptionSchedulePhaseItemParams{}
	switch {
	case item.Price != nil:
		kept.Price = stripe.String(item.Price.ID)
	case item.Plan != nil:
		kept.Plan = stripe.String(item.Plan.ID)
	}
	if item.Quantity > 0 {
		kept.Quantity = stripe.Int64(item.Quantity)
	}
	for _, d := range item.Discounts {
		coupon, discount, promotionCode, ok := discountRef(d.Coupon, d.Discount, d.PromotionCode)
		if !ok {
			continue
		}
		kept.Discounts = append(kept.Discounts, &stripe.SubscriptionSchedulePhaseItemDiscountParams{
			Coupon: coupon, Discount: discount, PromotionCode: promotionCode,
		})
	}
	return kept
}

// discountRef names a discount by one id, as Stripe takes one per entry: the discount itself
// when Stripe gives it, which keeps the running discount with its own end (a coupon could
// start a new one, and the beta price's three months afresh); else the coupon or the promotion
// code. False when the entry names none.
func discountRef(coupon *stripe.Coupon, discount *stripe.Discount, promotionCode *stripe.PromotionCode) (couponID, discountID, promotionCodeID *string, ok bool) {
	switch {
	case discount != nil && discount.ID != "":
		return nil, stripe.String(discount.ID), nil, true
	case coupon != nil && coupon.ID != "":
		return stripe.String(coupon.ID), nil, nil, true
	case promotionCode != nil && promotionCode.ID != "":
		return nil, nil, stripe.String(promotionCode.ID), true
	}
	return nil, nil, nil, false
}
