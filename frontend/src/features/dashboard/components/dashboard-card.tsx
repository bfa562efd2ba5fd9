import { BookOpen, ListTodo, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { RoadmapLink } from './roadmap-link';

type DashboardTab = 'tasks' | 'journal' | 'decisions';

function tabFrom(value: string | null): DashboardTab {
  return value === 'journal' || value === 'decisions' ? value : 'tasks';
}

export type DashboardCardProps = {
  tasks: ReactNode;
  journal: ReactNode;
  /** Left out where the page has no Decisions view (the signed-in shell). */
  decisions?: ReactNode;
};

/**
 * The card with the Tasks, Journal and Decisions tabs and the roadmap link. The open tab lives in
 * the URL (`?tab=journal`), so a reload or a shared link opens the same one.
 */
export function DashboardCard({ tasks, journal, decisions }: DashboardCardProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = tabFrom(searchParams.get('tab'));
  const tab = asked === 'decisions' && !decisions ? 'tasks' : asked;

  const choose = (value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'journal' || value === 'decisions') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Card className="p-4 sm:p-6 md:p-8">
      <Tabs value={tab} onValueChange={choose} className="gap-5 md:gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Dashboard">
            <TabsTrigger value="tasks">
              <ListTodo aria-hidden="true" className="hidden size-4 sm:block" />
              Tasks
            </TabsTrigger>
            <TabsTrigger value="journal">
              <BookOpen aria-hidden="true" className="hidden size-4 sm:block" />
              Journal
            </TabsTrigger>
            {decisions && (
              <TabsTrigger value="decisions">
                <Scale aria-hidden="true" className="hidden size-4 sm:block" />
                Decisions
              </TabsTrigger>
            )}
          </TabsList>
          <RoadmapLink />
        </div>
        <TabsContent value="tasks">{tasks}</TabsContent>
        <TabsContent value="journal">{journal}</TabsContent>
        {decisions && <TabsContent value="decisions">{decisions}</TabsContent>}
      </Tabs>
    </Card>
  );
}
