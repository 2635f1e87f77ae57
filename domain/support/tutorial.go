package support

import "slices"

// Category groups the tutorial videos on the tutorials page.
type Category string

// The categories of the spec.
const (
	Basics   Category = "basics"
	Advanced Category = "advanced"
	Tips     Category = "tips"
)

// Categories are the valid categories, in the order the page offers them as filters.
func Categories() []Category { return []Category{Basics, Advanced, Tips} }

// Valid reports whether c is one of Categories.
func (c Category) Valid() bool { return slices.Contains(Categories(), c) }

// Video is one tutorial. VimeoID and VimeoHash name the Vimeo video (the hash is the key of
// an unlisted one); a video without a VimeoID is listed but not yet available. Duration is as
// it is shown ("4:30"); empty when unknown.
type Video struct {
	ID          string
	Title       string
	Description string
	Duration    string
	VimeoID     string
	VimeoHash   string
	Category    Category
}
