/** Cache tags of catalogue data; dashboard writes invalidate exactly the tags they touch. */
export const tags = {
  site: 'site',
  regions: 'regions',
  tours: 'tours',
  tour: (id: number) => `tour:${id}`,
  blogs: 'blogs',
  pages: 'pages',
  content: 'content',
} as const;
