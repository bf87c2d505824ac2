// Loaded on demand (React.lazy) so recharts only weighs on the admin Overview tab.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TDayCount } from '../../../shared/admin.ts';
import { Card } from '../../components/ui/card.tsx';
import { formatDayLabel } from './format.ts';

interface Unit {
  one: string;
  plural: string;
}

interface DayChartProps {
  id: string;
  title: string;
  unit: Unit;
  data: readonly TDayCount[];
  color: string;
}

function summarize(data: readonly TDayCount[], unit: Unit): string {
  const total = data.reduce((sum, d) => sum + d.count, 0);
  if (total === 0) return `No ${unit.plural} in the last ${data.length} days.`;
  const peak = data.reduce((best, d) => (d.count > best.count ? d : best), data[0]!);
  return `${total} ${total === 1 ? unit.one : unit.plural} in the last ${data.length} days; busiest day ${formatDayLabel(peak.day)} with ${peak.count}.`;
}

function DayChart({ id, title, unit, data, color }: DayChartProps) {
  const rows = data.map((d) => ({ ...d, label: formatDayLabel(d.day) }));
  return (
    <Card className="p-5">
      <figure aria-labelledby={`${id}-title`} className="m-0">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        <figcaption className="mt-1 text-sm text-slate-600">{summarize(data, unit)}</figcaption>
        {/* The chart is a picture of the table below, which carries the same figures for assistive tech. */}
        <div className="mt-4 h-48" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={rows} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
              <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#475569' }} interval="preserveStartEnd" minTickGap={16} tickLine={false} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#475569' }} tickLine={false} axisLine={false} width={40} />
              <Tooltip cursor={{ fill: '#eef2ff' }} formatter={(value) => [value, unit.plural]} labelStyle={{ color: '#0f172a' }} />
              <Bar dataKey="count" fill={color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-indigo-700 hover:underline">Show the figures as a table</summary>
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 font-semibold text-slate-700">Day</th>
                <th scope="col" className="py-1 text-right font-semibold text-slate-700">{unit.plural[0]!.toUpperCase() + unit.plural.slice(1)}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.day} className="border-t border-slate-100">
                  <td className="py-1 text-slate-700">{formatDayLabel(d.day)}</td>
                  <td className="py-1 text-right tabular-nums text-slate-900">{d.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
    </Card>
  );
}

export interface AdminChartsProps {
  signupsByDay: readonly TDayCount[];
  lettersByDay: readonly TDayCount[];
}

export default function AdminCharts({ signupsByDay, lettersByDay }: AdminChartsProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DayChart id="chart-signups" title="Sign-ups per day" unit={{ one: 'sign-up', plural: 'sign-ups' }} data={signupsByDay} color="#4f46e5" />
      <DayChart id="chart-letters" title="Cover letters per day" unit={{ one: 'cover letter', plural: 'cover letters' }} data={lettersByDay} color="#0d9488" />
    </div>
  );
}
