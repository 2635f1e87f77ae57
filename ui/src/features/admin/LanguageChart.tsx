import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { LanguageBar } from './chartData'

const BAR_HEIGHT = 32

// Recordings per language as horizontal bars, so long language names stay readable on a phone.
export default function LanguageChart({ data }: { data: LanguageBar[] }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(data.length * BAR_HEIGHT + 40, 120)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="language" width={110} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey="recordings" name="Recordings" fill="#0f766e" radius={[0, 4, 4, 0]} maxBarSize={22} />
      </BarChart>
    </ResponsiveContainer>
  )
}
