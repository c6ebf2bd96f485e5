import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { parseDay } from "@/domain/dates";
import type { TrendView } from "@/domain/record/record-views";
import { HOUR, MINUTE, SECOND } from "@/domain/time";
import { useMediaQuery } from "@/web/lib/media-query";

/**
 * A trend of the speaking record drawn by uPlot (docs/decisions/213, 240): the points over time, the best one as a
 * large filled dot, the latest as a ring. It follows the light or dark theme and the width of its box (a phone's
 * too). The canvas is hidden from screen readers: the card's summary and table say the same.
 */

const THEMES = {
  light: { line: "#4f46e5", axis: "#475569", grid: "#e2e8f0", best: "#d97706", latest: "#059669", back: "#ffffff" },
  dark: { line: "#a5b4fc", axis: "#94a3b8", grid: "#1e293b", best: "#f59e0b", latest: "#34d399", back: "#0f172a" },
};

const HEIGHT = 220;

/** Each row's day at noon UTC, in seconds (uPlot's time); two points on one day stand a minute apart. */
function xValues(view: TrendView): number[] {
  const xs: number[] = [];
  for (const row of view.rows) {
    const day = parseDay(row.day);
    const at = day ? (Date.UTC(day.year, day.month - 1, day.day) + 12 * HOUR) / SECOND : 0;
    const previous = xs.at(-1);
    xs.push(previous !== undefined && at <= previous ? previous + MINUTE / SECOND : at);
  }
  return xs;
}

function options(view: TrendView, width: number, dark: boolean): uPlot.Options {
  const theme = dark ? THEMES.dark : THEMES.light;
  const axis = { stroke: theme.axis, grid: { stroke: theme.grid, width: 1 }, ticks: { stroke: theme.grid, width: 1 } };
  const percent = view.id === "within";
  return {
    width,
    height: HEIGHT,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * SECOND), "Etc/UTC"),
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: true },
      y: {
        range: (_chart, _min, max) => view.range ?? [0, Math.max(1, Math.ceil(max))],
      },
    },
    axes: [
      axis,
      {
        ...axis,
        size: percent ? 56 : 44,
        values: (_chart, splits) => splits.map((value) => (percent ? `${value}%` : `${value}`)),
      },
    ],
    series: [
      {},
      { stroke: theme.line, width: 2, points: { show: true, size: 7, fill: theme.line, stroke: theme.line } },
      { stroke: theme.best, paths: () => null, points: { show: true, size: 16, fill: theme.best, stroke: theme.best } },
      {
        stroke: theme.latest,
        paths: () => null,
        points: { show: true, size: 18, width: 3, fill: "transparent", stroke: theme.latest },
      },
    ],
  };
}

function dataOf(view: TrendView): uPlot.AlignedData {
  return [
    xValues(view),
    view.rows.map((row) => row.value),
    view.rows.map((row) => (row.best ? row.value : null)),
    view.rows.map((row) => (row.latest ? row.value : null)),
  ];
}

export function TrendChart({ view }: { view: TrendView }) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useMediaQuery("(prefers-color-scheme: dark)", false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot(options(view, Math.max(200, element.clientWidth), dark), dataOf(view), element);
    const resized = new ResizeObserver(() => {
      const width = Math.max(200, element.clientWidth);
      if (width !== chart.width) chart.setSize({ width, height: HEIGHT });
    });
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [view, dark]);
  return <div ref={box} className="w-full min-w-0 overflow-hidden" data-testid={`chart-${view.id}`} />;
}
