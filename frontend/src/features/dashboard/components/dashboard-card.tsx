import { BookOpen, ListTodo } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { RoadmapLink } from './roadmap-link';

type DashboardTab = 'tasks' | 'journal';

function tabFrom(value: string | null): DashboardTab {
  return value === 'journal' ? 'journal' : 'tasks';
}

export type DashboardCardProps = {
  tasks: ReactNode;
  journal: ReactNode;
};

/**
 * The card with the Tasks and Journal tabs and the roadmap link. The open tab lives in the URL
 * (`?tab=journal`), so a reload or a shared link opens the same one.
 */
export function DashboardCard({ tasks, journal }: DashboardCardProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));

  const choose = (value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'journal') next.set('tab', 'journal');
        else next.delete('tab');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Card className="p-4 sm:p-6 md:p-8">
      <Tabs value={tab} onValueChange={choose} className="gap-5 md:gap-6">
        <div className="flex items-center justify-between gap-3">
          <TabsList aria-label="Dashboard">
            <TabsTrigger value="tasks">
              <ListTodo aria-hidden="true" className="hidden size-4 sm:block" />
              Tasks
            </TabsTrigger>
            <TabsTrigger value="journal">
              <BookOpen aria-hidden="true" className="hidden size-4 sm:block" />
              Journal
            </TabsTrigger>
          </TabsList>
          <RoadmapLink />
        </div>
        <TabsContent value="tasks">{tasks}</TabsContent>
        <TabsContent value="journal">{journal}</TabsContent>
      </Tabs>
    </Card>
  );
}
