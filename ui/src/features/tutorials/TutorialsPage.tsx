import { ArrowLeftOutlined, InfoCircleOutlined } from '@ant-design/icons'
import { Alert, Radio, Skeleton, Typography } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router'
import { ToastScope } from '../../components/toasts'
import { useAccessType } from '../auth'
import { useGetTutorialsQuery } from './api'
import { QuestionForm } from './QuestionForm'
import { GuideDialog } from './GuideDialog'
import { guides } from './guides'
import { CATEGORY_LABELS, isAvailable, videosIn, type CategoryFilter } from './tutorials'
import type { TutorialVideo } from './types'
import styles from './TutorialsPage.module.css'
import { VideoCard } from './VideoCard'
import { VisitorBanner } from './VisitorBanner'

const filterOptions: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...(['basics', 'advanced', 'tips'] as const).map((value) => ({ value, label: CATEGORY_LABELS[value] })),
]

function Videos({ videos }: { videos: TutorialVideo[] }) {
  const [filter, setFilter] = useState<CategoryFilter>('all')
  const [playing, setPlaying] = useState<string | null>(null)
  const [reading, setReading] = useState<TutorialVideo | null>(null)
  const shown = videosIn(videos, filter)
  return (
    <>
      {!videos.some(isAvailable) && (
        <div className={styles.notice} role="status">
          <InfoCircleOutlined className={styles.noticeIcon} aria-hidden />
          <div>
            <strong className={styles.noticeTitle}>The tutorial videos are not available yet</strong>
            They are being recorded. Until then each topic has a step-by-step guide with pictures of the app, and
            you can ask us anything with the form below.
          </div>
        </div>
      )}
      <Radio.Group
        className={styles.filter}
        aria-label="Category"
        optionType="button"
        buttonStyle="solid"
        options={filterOptions}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value as CategoryFilter)
        }}
      />
      <div className={styles.grid}>
        {shown.map((video) => (
          <VideoCard
            key={video.id}
            video={video}
            playing={playing === video.id}
            onPlay={() => {
              setPlaying(video.id)
            }}
            guide={guides[video.id]}
            onOpenGuide={() => {
              setReading(video)
            }}
          />
        ))}
      </div>
      <GuideDialog
        title={reading?.title ?? ''}
        steps={reading === null ? [] : (guides[reading.id] ?? [])}
        open={reading !== null}
        onClose={() => {
          setReading(null)
        }}
      />
    </>
  )
}

function VideoList() {
  const { data: videos, isLoading } = useGetTutorialsQuery()
  if (isLoading) return <Skeleton active />
  if (videos === undefined) {
    return <Alert type="error" showIcon title="The tutorials could not be loaded. Please try again later." />
  }
  return <Videos videos={videos} />
}

// /tutorials: the videos, a sign-in banner for visitors and the question form (spec 001 section 2).
export default function TutorialsPage() {
  const { user } = useAccessType()
  return (
    <ToastScope>
      <main className={styles.page}>
        <Link to="/" className={styles.back}>
          <ArrowLeftOutlined aria-hidden /> Back to home
        </Link>
        <Typography.Title level={1} className={styles.title}>
          Tutorials
        </Typography.Title>
        <Typography.Paragraph className={styles.lead}>
          Step-by-step guides and short videos that show how RadScribe turns your dictation into a finished report.
        </Typography.Paragraph>
        {user === null && <VisitorBanner />}
        <section aria-label="Videos">
          <VideoList />
        </section>
        <QuestionForm />
      </main>
    </ToastScope>
  )
}
