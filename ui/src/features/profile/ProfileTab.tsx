import { Button, Descriptions, Select, Space } from 'antd'
import { useState } from 'react'
import { useToasts } from '../../components/toasts'
import { languageName, languageOptions, selectableLanguages } from '../../lib/languages'
import type { User } from '../auth'
import { DictationShortcutsCard, VoiceCommandsCard } from '../dictation'
import { useUpdateProfileMutation } from './api'
import { ImpressionPreferencesCard } from './ImpressionPreferencesCard'

// Email and role are read-only; the preferred language switches between view and edit mode.
export function ProfileTab({ user }: { user: User }) {
  const toasts = useToasts()
  const [updateProfile, { isLoading }] = useUpdateProfileMutation()
  const [draftLanguage, setDraftLanguage] = useState<string | null>(null)
  const editing = draftLanguage !== null

  const save = async () => {
    if (draftLanguage === null) return
    try {
      await updateProfile({ preferredLanguage: draftLanguage }).unwrap()
      setDraftLanguage(null)
      toasts.success('Profile Updated', 'Your profile has been saved.')
    } catch (error) {
      toasts.failure(error, 'Failed to update profile. Please try again.')
    }
  }

  return (
    <>
      <Descriptions column={1} bordered>
        <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
        <Descriptions.Item label="Role">{user.role}</Descriptions.Item>
        <Descriptions.Item label="Preferred language">
          {editing ? (
            <Select
              aria-label="Preferred language"
              value={draftLanguage}
              onChange={setDraftLanguage}
              options={languageOptions(selectableLanguages)}
              style={{ minWidth: 220 }}
            />
          ) : (
            languageName(user.preferredLanguage)
          )}
        </Descriptions.Item>
      </Descriptions>
      <Space style={{ marginTop: 16 }}>
        {editing ? (
          <>
            <Button type="primary" loading={isLoading} onClick={() => void save()}>
              Save Changes
            </Button>
            <Button onClick={() => {
                setDraftLanguage(null)
              }} disabled={isLoading}>
              Cancel
            </Button>
          </>
        ) : (
          <Button type="primary" onClick={() => {
              setDraftLanguage(user.preferredLanguage)
            }}>
            Edit Profile
          </Button>
        )}
      </Space>
      <ImpressionPreferencesCard user={user} />
      <DictationShortcutsCard />
      <VoiceCommandsCard preferredLanguage={user.preferredLanguage} />
    </>
  )
}
