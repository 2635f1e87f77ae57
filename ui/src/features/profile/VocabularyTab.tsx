import { Space, Typography } from 'antd'
import { AddVocabularyForm } from './AddVocabularyForm'
import { VocabularyList } from './VocabularyList'

// Personal corrections applied to transcripts.
export function VocabularyTab({ preferredLanguage }: { preferredLanguage: string }) {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Words the speech recognition gets wrong and the spelling that should replace them.
      </Typography.Paragraph>
      <AddVocabularyForm defaultLanguage={preferredLanguage} />
      <VocabularyList />
    </Space>
  )
}
