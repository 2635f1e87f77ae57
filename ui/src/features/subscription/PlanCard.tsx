import { Card, Flex, Tag } from 'antd'
import type { ReactNode } from 'react'
import styles from './PlanChooser.module.css'

interface PlanCardProps {
  name: string
  price: string
  selected: boolean
  onSelect: () => void
  badge?: ReactNode
  children?: ReactNode
}

// One plan of the chooser; the whole card selects it (the toggle above does the same by keyboard).
export function PlanCard({ name, price, selected, onSelect, badge, children }: PlanCardProps) {
  return (
    <Card
      hoverable
      className={[styles.card, selected ? styles.selected : ''].join(' ')}
      title={name}
      extra={
        <Flex gap={4}>
          {badge}
          {selected && <Tag color="blue">Selected</Tag>}
        </Flex>
      }
      onClick={onSelect}
      data-selected={selected}
    >
      <p className={styles.price}>{price}</p>
      {children}
    </Card>
  )
}
