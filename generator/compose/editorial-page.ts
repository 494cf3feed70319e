/** An editorial page as the composers give it to emit: its plan, head, component and props. */
import type {
  BlogPostProps,
  ContentIndexProps,
  ContentPageProps,
  PageHead,
  PostcodePageProps,
} from "../../model/page-props";
import type { EditorialPage } from "../resolve/editorial";

type Page<Where, Component extends string, Props> = Extract<EditorialPage, Where> & {
  head: PageHead;
  component: Component;
  props: Props;
};

export type ComposedEditorialPage =
  | Page<{ variant: "entry" }, "ContentPage", ContentPageProps>
  | Page<{ variant: "index" }, "ContentIndexPage", ContentIndexProps>
  | Page<{ kind: "blog" }, "BlogPost", BlogPostProps>
  | Page<{ kind: "postcode" }, "PostcodePage", PostcodePageProps>;
