// The product's roadmap as /info shows it; apart from the product facts every page carries, so
// only the page that shows it loads it.

export type RoadmapStage = {
  date: string;
  title: string;
  items: readonly string[];
};

export const roadmap = [
  {
    date: '16.09',
    title: 'Launch',
    items: ['Tasks and reminders by WhatsApp', 'Calendar integration', 'Proactive nudges'],
  },
  {
    date: '30.09',
    title: 'Second stage',
    items: ['Notes-tool integration', 'Better memory and search'],
  },
  {
    date: '27.10',
    title: 'Third stage',
    items: ['Web app 2.0 with a visual dashboard', 'Voice or text editing'],
  },
] satisfies readonly RoadmapStage[];
