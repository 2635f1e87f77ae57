import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { LineTabs } from './LineTabs'

function TwoTabs({ initial = 'voice' }: { initial?: string }) {
  const [active, setActive] = useState(initial)
  return (
    <LineTabs
      activeKey={active}
      onChange={setActive}
      items={[
        { key: 'voice', label: 'Voice', forceRender: true, children: <p>voice panel</p> },
        { key: 'external', label: 'External', children: <p>external panel</p> },
      ]}
    />
  )
}

describe('LineTabs', () => {
  it('shows the active tab’s panel, keeps a forced one mounted and renders another once chosen', async () => {
    render(<TwoTabs initial="external" />)
    expect(screen.getByRole('tab', { name: 'External' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'External' })).toHaveTextContent('external panel')
    expect(screen.getByText('voice panel', { selector: 'p' })).not.toBeVisible()
    await userEvent.click(screen.getByRole('tab', { name: 'Voice' }))
    expect(screen.getByRole('tab', { name: 'Voice' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Voice' })).toHaveTextContent('voice panel')
    // A panel once shown stays, hidden.
    expect(screen.getByText('external panel')).not.toBeVisible()
  })

  it('renders a tab not forced only once it is chosen', () => {
    render(<TwoTabs />)
    expect(screen.queryByText('external panel')).not.toBeInTheDocument()
  })

  it('moves between tabs with the arrow keys, Home and End, the focus with it', async () => {
    render(<TwoTabs />)
    await userEvent.tab()
    expect(screen.getByRole('tab', { name: 'Voice' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'External' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'External' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Voice' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'External' })).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Voice' })).toHaveFocus()
    // Only the active tab is in the page's tab order.
    expect(screen.getByRole('tab', { name: 'External' })).toHaveAttribute('tabindex', '-1')
  })
})
