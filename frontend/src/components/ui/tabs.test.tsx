import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function DashboardTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="tasks" onValueChange={onValueChange}>
      <TabsList aria-label="Dashboard sections">
        <TabsTrigger value="tasks">Tasks</TabsTrigger>
        <TabsTrigger value="journal">Journal</TabsTrigger>
      </TabsList>
      <TabsContent value="tasks">Your active tasks</TabsContent>
      <TabsContent value="journal">Your journal</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the default tab first', () => {
    render(<DashboardTabs />);

    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your active tasks');
    expect(screen.queryByText('Your journal')).not.toBeInTheDocument();
  });

  it('switches panels when another tab is clicked', async () => {
    const onValueChange = vi.fn();
    render(<DashboardTabs onValueChange={onValueChange} />);

    await userEvent.click(screen.getByRole('tab', { name: 'Journal' }));

    expect(screen.getByRole('tab', { name: 'Journal' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Journal' })).toHaveTextContent('Your journal');
    expect(onValueChange).toHaveBeenCalledWith('journal');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<DashboardTabs />);

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Journal' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your journal');
  });

  it('wraps around with the arrow keys and jumps with Home and End, keeping one tab in the Tab order', async () => {
    render(<DashboardTabs />);

    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Journal' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Journal' })).toHaveFocus();

    expect(screen.getByRole('tab', { name: 'Journal' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tablist', { name: 'Dashboard sections' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(screen.getByRole('tabpanel', { name: 'Journal' })).toHaveAttribute(
      'id',
      screen.getByRole('tab', { name: 'Journal' }).getAttribute('aria-controls'),
    );
  });
});
