export { BarChart, type BarChartProps, type BarDatum } from './bar-chart';
export { CompareChart, type CompareChartProps, type CompareItem } from './compare-chart';
export { DonutChart, type DonutChartProps, type DonutDatum } from './donut-chart';
export { GaugeChart, type GaugeBand, type GaugeChartProps } from './gauge-chart';
