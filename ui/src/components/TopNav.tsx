import { DownOutlined, TeamOutlined } from '@ant-design/icons'
import { Avatar, Button, Dropdown, type MenuProps } from 'antd'
import { useNavigate } from 'react-router'
import type { User } from '../features/auth'
import { useSiteInfo } from '../features/site'
import { loadPage } from '../lib/loadPage'
import { forgetKeptReports } from '../lib/keptReport'
import { forgetKeptSessions } from '../lib/keptSession'
import { Logo } from './Logo'
import styles from './TopNav.module.css'

function initialOf(user: User): string {
  const source = user.firstName?.trim() || user.email.trim()
  return Array.from(source)[0]?.toUpperCase() ?? 'U'
}

// The header of signed-in pages.
export function TopNav({ user }: { user: User }) {
  const navigate = useNavigate()
  const communityUrl = useSiteInfo()?.communityUrl ?? ''
  const displayName = user.firstName?.trim() || user.email

  const items: MenuProps['items'] = [
    { key: '/profile', label: 'Profile' },
    { key: '/tutorials', label: 'Tutorials' },
    ...(user.role === 'admin' ? [{ key: '/admin', label: 'Admin' }] : []),
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
    <>
      <Logo />
      <nav className={styles.nav} aria-label="Main">
        <Button type="text" onClick={() => void navigate('/tutorials')}>
          Tutorials
        </Button>
        {communityUrl !== '' && (
          <a href={communityUrl} target="_blank" rel="noopener noreferrer" className={styles.community}>
            <TeamOutlined aria-hidden /> <span className={styles.label}>Community</span>
          </a>
        )}
        <Dropdown menu={{ items, onClick: onMenuClick }} trigger={['click']} placement="bottomRight">
          {/* Its name is the name shown and then what it is (WCAG 2.5.3: the name spoken holds the
              label seen); the avatar's initial only repeats the name. */}
          <Button type="text" className={styles.account}>
            <Avatar src={user.profileImageUrl ?? undefined} alt="" aria-hidden className={styles.avatar}>
              {initialOf(user)}
            </Avatar>
            <span className={styles.name}>{displayName}</span>{' '}
            <span className={styles.unseen}>Account menu</span>
            <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      </nav>
    </>
  )
}
