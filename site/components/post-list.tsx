import type { Catalogue } from "../../model/catalogue";
import { formatDate } from "./format";

/** Blog posts, newest first, with their date, category and summary. */
export function PostList({ posts }: { posts: Catalogue["blog"] }) {
  return (
    <ul className="summary-list">
      {posts.map((post) => (
        <li key={post.path}>
          <a href={post.path}>{post.name}</a>
          <p className="post-meta">
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            {` · ${post.category.name}`}
          </p>
          <p>{post.summary}</p>
        </li>
      ))}
    </ul>
  );
}
