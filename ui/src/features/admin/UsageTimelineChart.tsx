import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { TimelineBar } from './chartData'

// API calls over the chosen range: successful and failed calls stacked per bucket.
export default function UsageTimelineChart({ data }: { data: TimelineBar[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={data} margin={{ top: 8, right: 24, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={36} />
        <Tooltip />
        {/* Successful first, as the bars stack. */}
        <Legend itemSorter={(item) => (item.dataKey === 'successful' ? 0 : 1)} />
        <Bar dataKey="successful" name="Successful" stackId="calls" fill="#0f766e" />
        <Bar dataKey="errors" name="Errors" stackId="calls" fill="#dc2626" />
      </BarChart>
    </ResponsiveContainer>
  )
}
