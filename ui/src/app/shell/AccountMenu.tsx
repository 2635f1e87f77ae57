import { Dropdown, type MenuProps } from 'antd'
import type { ReactElement } from 'react'
import { useNavigate } from 'react-router'
import { loadPage } from '../../lib/loadPage'
import { forgetKeptReports } from '../../lib/keptReport'
import { forgetKeptSessions } from '../../lib/keptSession'

interface AccountMenuProps {
  isAdmin: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it. */
  children: ReactElement
}

// The account menu of the header: Profile, Tutorials, Admin for admins, and Logout. Loaded after
// the page's first render (TopNav), as antd's menu is needed only once it opens.
export function AccountMenu({ isAdmin, open, onOpenChange, children }: AccountMenuProps) {
  const navigate = useNavigate()
  const items: MenuProps['items'] = [
    { key: '/profile', label: 'Profile' },
    { key: '/tutorials', label: 'Tutorials' },
    ...(isAdmin ? [{ key: '/admin', label: 'Admin' }] : []),
    { type: 'divider' },
    { key: 'logout', label: 'Logout', danger: true },
  ]
  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    // The server ends the session and redirects, so this leaves the single-page app.
    if (key === 'logout') {
      // The report kept for a reload is the signed-in user's; it goes with the session.
      forgetKeptReports()
      forgetKeptSessions()
      loadPage('/api/logout')
    }
    else void navigate(key)
  }
  return (
    <Dropdown
      menu={{ items, onClick: onMenuClick }}
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </Dropdown>
  )
}
