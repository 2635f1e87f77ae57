import { DislikeOutlined, DownloadOutlined, FilterOutlined, LikeOutlined } from '@ant-design/icons'
import { Alert, Badge, Button, Card, Col, Pagination, Row, Skeleton, Statistic, Tag, Typography } from 'antd'
import { useState } from 'react'
import { Entry, EntryList } from '../../components/EntryList'
import { languageName } from '../../lib/languages'
import { AdminOnly } from './AdminOnly'
import { AdminPageHeader } from './AdminPageHeader'
import { useGetFeedbackQuery, useGetFeedbackStatsQuery, type ErrorWithStatusText } from './analyticsApi'
import { activeFilterCount, FEEDBACK_FILTER_LANGUAGES, feedbackExportUrl, noFeedbackFilters } from './feedbackFilters'
import { formatDateTime, formatPercent } from './format'
import { DateFilter, FilterSelect, optionsOf, type FilterOption } from './LabelledFilter'
import type { FeedbackFilters, FeedbackItem, FeedbackStats, FeedbackType, InputMethod } from './types'
import { useSignedOutToast } from './useSignedOutToast'
import styles from './Analytics.module.css'

const PAGE_SIZE = 20

const inputMethodNames: Record<InputMethod, string> = {
  voice_recording: 'Voice Recording',
  external_transcript: 'External Transcript',
}

const feedbackTypeOptions = optionsOf<FeedbackType | ''>({ '': 'All types', positive: 'Positive', negative: 'Negative' })
const languageOptions: FilterOption<string>[] = [
  { value: '', label: 'All languages' },
  ...FEEDBACK_FILTER_LANGUAGES.map((code) => ({ value: code, label: languageName(code) })),
]
const inputMethodOptions = optionsOf<InputMethod | ''>({ '': 'All methods', ...inputMethodNames })

const categoryNames: Record<string, string> = {
  formatting: 'Formatting issue',
  transcription: 'Inaccurate transcription',
  missing_terms: 'Missing medical terms',
  other: 'Other',
}

// 'Failed to fetch feedback: Internal Server Error' (spec 001 section 8); the status code when the
// answer carried no status text.
function failureText(prefix: string, error: unknown): string {
  const { statusText, status } = error as Partial<ErrorWithStatusText>
  const detail = statusText !== undefined && statusText !== '' ? statusText : String(status ?? '')
  return detail === '' ? prefix : `${prefix}: ${detail}`
}

function StatCards({ stats }: { stats: FeedbackStats }) {
  const cards = [
    { title: 'Total Feedback', value: stats.totalFeedback },
    { title: 'Positive', value: stats.positiveCount, prefix: <LikeOutlined className={styles.yes} /> },
    { title: 'Negative', value: stats.negativeCount, prefix: <DislikeOutlined className={styles.no} /> },
    { title: 'Conversion Rate', value: formatPercent(stats.conversionRate) },
  ]
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ title, value, prefix }) => (
        <Col key={title} xs={12} md={6}>
          <Card size="small" className={styles.statCard}>
            <Statistic title={title} value={value} prefix={prefix} />
          </Card>
        </Col>
      ))}
    </Row>
  )
}

interface FilterPanelProps {
  filters: FeedbackFilters
  onChange: (filters: FeedbackFilters) => void
}

function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const set = <K extends keyof FeedbackFilters>(name: K) => (value: FeedbackFilters[K]) => {
    onChange({ ...filters, [name]: value })
  }
  return (
    <Card size="small" title="Filters">
      <div className={styles.filters}>
        <FilterSelect
          label="Feedback type"
          value={filters.feedbackType}
          options={feedbackTypeOptions}
          onChange={set('feedbackType')}
        />
        <FilterSelect label="Language" value={filters.language} options={languageOptions} onChange={set('language')} />
        <FilterSelect
          label="Input method"
          value={filters.inputMethod}
          options={inputMethodOptions}
          onChange={set('inputMethod')}
        />
        <DateFilter label="From" value={filters.dateFrom} max={filters.dateTo} onChange={set('dateFrom')} />
        <DateFilter label="To" value={filters.dateTo} min={filters.dateFrom} onChange={set('dateTo')} />
        <Button
          className={styles.clearFilters}
          disabled={activeFilterCount(filters) === 0}
          onClick={() => {
            onChange(noFeedbackFilters)
          }}
        >
          Clear Filters
        </Button>
      </div>
    </Card>
  )
}

function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const positive = item.feedbackType === 'positive'
  const category = item.feedbackCategory === null ? null : (categoryNames[item.feedbackCategory] ?? item.feedbackCategory)
  return (
    <Entry
      title={
        <span className={styles.feedbackTags}>
          {positive ? (
            <Tag color="green" icon={<LikeOutlined />}>
              Positive
            </Tag>
          ) : (
            <Tag color="red" icon={<DislikeOutlined />}>
              Negative
            </Tag>
          )}
          <Tag>{languageName(item.language)}</Tag>
          <Tag>{inputMethodNames[item.inputMethod]}</Tag>
          {item.templateUsed && <Tag color="blue">{item.templateName ?? 'Template'}</Tag>}
          {category !== null && <Tag color="orange">{category}</Tag>}
        </span>
      }
      description={
        <span className={styles.breakAnywhere}>
          {item.userEmail} · {formatDateTime(item.createdAt)}
        </span>
      }
    >
      {item.feedbackText !== null && item.feedbackText.trim() !== '' && (
        <Typography.Paragraph className={styles.feedbackText}>{item.feedbackText}</Typography.Paragraph>
      )}
    </Entry>
  )
}

function RecentFeedback({ filters }: { filters: FeedbackFilters }) {
  const { data: items = [], error, isFetching } = useGetFeedbackQuery(filters)
  useSignedOutToast(error)
  const [page, setPage] = useState(1)
  // Back to the first page whenever the filters select other feedback.
  const [shownFilters, setShownFilters] = useState(filters)
  if (shownFilters !== filters) {
    setShownFilters(filters)
    setPage(1)
  }
  const pageItems = items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)

  return (
    <Card size="small" title="Recent Feedback" extra={<Typography.Text type="secondary">{items.length}</Typography.Text>}>
      {error !== undefined && <Alert type="error" showIcon title={failureText('Failed to fetch feedback', error)} />}
      <EntryList loading={isFetching && items.length === 0} emptyText="No feedback yet">
        {pageItems.map((item) => (
          <FeedbackEntry key={item.id} item={item} />
        ))}
      </EntryList>
      {items.length > PAGE_SIZE && (
        <Pagination
          className={styles.pagination}
          current={page}
          pageSize={PAGE_SIZE}
          total={items.length}
          showSizeChanger={false}
          size="small"
          onChange={setPage}
        />
      )}
    </Card>
  )
}

function FeedbackAnalytics() {
  const [filters, setFilters] = useState<FeedbackFilters>(noFeedbackFilters)
  const [filtersShown, setFiltersShown] = useState(false)
  const { data: stats, error: statsError, isLoading } = useGetFeedbackStatsQuery(filters)
  useSignedOutToast(statsError)
  const activeFilters = activeFilterCount(filters)

  return (
    <main className={styles.widePage}>
      <AdminPageHeader title="Feedback Analytics" />
      <div className={styles.tab}>
        <div className={styles.toolbar}>
          <Badge count={activeFilters} size="small">
            <Button
              icon={<FilterOutlined aria-hidden />}
              aria-expanded={filtersShown}
              onClick={() => {
                setFiltersShown((shown) => !shown)
              }}
            >
              {filtersShown ? 'Hide Filters' : 'Show Filters'}
            </Button>
          </Badge>
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => {
              window.open(feedbackExportUrl(filters), '_blank', 'noopener')
            }}
          >
            Export CSV
          </Button>
        </div>
        {filtersShown && <FilterPanel filters={filters} onChange={setFilters} />}
        {statsError !== undefined && (
          <Alert type="error" showIcon title={failureText('Failed to fetch feedback stats', statsError)} />
        )}
        {isLoading && <Skeleton active paragraph={{ rows: 1 }} />}
        {stats !== undefined && <StatCards stats={stats} />}
        <RecentFeedback filters={filters} />
      </div>
    </main>
  )
}

// /admin/feedback: what users said about their reports (spec 001 section 2).
export default function FeedbackAnalyticsPage() {
  return (
    <AdminOnly>
      <FeedbackAnalytics />
    </AdminOnly>
  )
}
