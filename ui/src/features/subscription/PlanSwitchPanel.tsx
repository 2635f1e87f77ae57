import { Button, Card, Radio, Space, Tag } from 'antd'
import { useState } from 'react'
import type { PlanType } from '../auth'
import { useSwitchPlanMutation } from './api'
import { planName } from './format'
import { usd } from './pricing'
import { usePlanPrices } from './usePlans'
import { useSubscriptionChange } from './useSubscriptionChange'

interface PlanSwitchPanelProps {
  current: PlanType
  scheduled: PlanType | null
  onDone: () => void
}

// The other plan, from the next billing cycle (spec 001 section 4). The current plan is marked
// Current and cannot be chosen; while a switch is pending, the scheduled plan is the one that
// cannot, and choosing the current plan withdraws the switch.
export function PlanSwitchPanel({ current, scheduled, onDone }: PlanSwitchPanelProps) {
  const { monthlyUsd, yearlyUsd } = usePlanPrices()
  const [chosen, setChosen] = useState<PlanType | null>(null)
  const [switchPlan, { isLoading }] = useSwitchPlanMutation()
  const run = useSubscriptionChange()

  const prices: Record<PlanType, string> = {
    monthly: `${usd(monthlyUsd)}/month`,
    yearly: `${usd(yearlyUsd)}/year`,
  }
  const confirm = async (plan: PlanType) => {
    const switched = await run(
      () => switchPlan(plan).unwrap(),
      'Plan Switched',
      'Failed to switch plan. Please try again.',
    )
    if (switched) onDone()
  }

  return (
    <Card size="small" title="Switch Plan">
      <Radio.Group
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value as PlanType)
        }}
      >
        <Space orientation="vertical">
          {(['monthly', 'yearly'] as const).map((plan) => (
            <Radio key={plan} value={plan} disabled={plan === (scheduled ?? current)}>
              {`${planName(plan)} · ${prices[plan]}`} {plan === current && <Tag color="blue">Current</Tag>}
              {plan === scheduled && <Tag color="purple">Scheduled</Tag>}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <p>The new plan starts with your next billing cycle.</p>
      <Button
        type="primary"
        disabled={chosen === null}
        loading={isLoading}
        onClick={() => {
          if (chosen !== null) void confirm(chosen)
        }}
      >
        Confirm Switch
      </Button>
    </Card>
  )
}
