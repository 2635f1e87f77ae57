import { DownOutlined, TeamOutlined } from '@ant-design/icons'
import { Avatar, Button } from 'antd'
import { useLayoutEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { User } from '../../features/auth'
import { useSiteInfo } from '../../features/site'
import { preloadable } from '../../lib/preload'
import { usePreloaded } from '../../lib/usePreloaded'
import { Logo } from '../../components/Logo'
import styles from './TopNav.module.css'

// antd's menu is needed only once the account menu opens.
const accountMenu = preloadable(() => import('./AccountMenu'))

function initialOf(user: User): string {
  const source = user.firstName?.trim() || user.email.trim()
  return Array.from(source)[0]?.toUpperCase() ?? 'U'
}

// The header of signed-in pages.
export function TopNav({ user }: { user: User }) {
  const navigate = useNavigate()
  const communityUrl = useSiteInfo()?.communityUrl ?? ''
  const displayName = user.firstName?.trim() || user.email

  const { module: menu, reach } = usePreloaded(accountMenu)
  const [menuOpen, setMenuOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  // The button is put inside the menu once it has arrived: a focus it had stays with it.
  const focusedRef = useRef(false)
  useLayoutEffect(() => {
    if (menu && focusedRef.current) buttonRef.current?.focus()
  }, [menu])
  const reachMenu = () => {
    if (menu) return
    focusedRef.current = buttonRef.current !== null && buttonRef.current === document.activeElement
    void reach()
  }

  // Its name is the name shown and then what it is (WCAG 2.5.3: the name spoken holds the label
  // seen); the avatar's initial only repeats the name.
  const accountButton = (
    <Button
      ref={buttonRef}
      type="text"
      className={styles.account}
      onMouseEnter={reachMenu}
      onFocus={reachMenu}
      // Before the menu has arrived a click fetches it, and it opens on arrival.
      onClick={
        menu
          ? undefined
          : () => {
              setMenuOpen(true)
              reachMenu()
            }
      }
    >
      <Avatar src={user.profileImageUrl ?? undefined} alt="" aria-hidden className={styles.avatar}>
        {initialOf(user)}
      </Avatar>
      <span className={styles.name}>{displayName}</span> <span className={styles.unseen}>Account menu</span>
      <DownOutlined aria-hidden />
    </Button>
  )

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
        {menu ? (
          <menu.AccountMenu isAdmin={user.role === 'admin'} open={menuOpen} onOpenChange={setMenuOpen}>
            {accountButton}
          </menu.AccountMenu>
        ) : (
          accountButton
        )}
      </nav>
    </>
  )
}
