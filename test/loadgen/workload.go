package loadgen

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/radscribe/radscribe/application/templates/library"
)

// Transcript150 is a dictated CT report of 150 words, spoken punctuation included, as the
// report endpoints receive it.
var Transcript150 = words(150, "findings colon the liver is enlarged with diffuse fatty infiltration period "+
	"multiple gallstones without gallbladder wall thickening period 4 mm nonobstructing left lower pole renal calculus period "+
	"no hydronephrosis period diverticulosis of the sigmoid colon without evidence of diverticulitis period "+
	"small fat-containing umbilical hernia period the pancreas and spleen are unremarkable period "+
	"no free fluid or free air period no enlarged lymph nodes period the abdominal aorta is of normal caliber period "+
	"degenerative changes of the lumbar spine without aggressive osseous lesion period "+
	"the lung bases are clear period the adrenal glands are normal period the urinary bladder is unremarkable period "+
	"impression colon hepatomegaly with hepatic steatosis period cholelithiasis period "+
	"nonobstructing left renal calculus period sigmoid diverticulosis period small umbilical hernia period "+
	"no acute abnormality otherwise period")

// words is text cut or repeated to n words.
func words(n int, text string) string {
	all := strings.Fields(text)
	out := make([]string, n)
	for i := range out {
		out[i] = all[i%len(all)]
	}
	return strings.Join(out, " ")
}

// TemplateHTML is the default English CT abdomen and pelvis template, which fill requests
// send as the UI does.
func TemplateHTML() (string, error) {
	all, err := library.Templates()
	if err != nil {
		return "", err
	}
	for _, t := range all {
		if t.Key == "ct-abdomen-pelvis-en" {
			return t.HTML, nil
		}
	}
	return "", fmt.Errorf("no ct-abdomen-pelvis-en in the template library")
}

// JSON encodes v, which must encode.
func JSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// Requests are the requests of the measured endpoints for one account, by kind.
type Requests struct {
	User, Templates, Format, Fill, Generate *Request
}

// NewRequests are the measured requests of account a: the 150-word transcript for the
// report endpoints, the CT abdomen template for fill.
func NewRequests(a Account, templateHTML string) Requests {
	get := func(kind, path string) *Request {
		return &Request{Kind: kind, Method: http.MethodGet, Path: path, Header: a.Header(false)}
	}
	post := func(kind, path string, body any) *Request {
		return &Request{Kind: kind, Method: http.MethodPost, Path: path, Body: JSON(body), Header: a.Header(true)}
	}
	return Requests{
		User:      get("user", "/api/auth/user"),
		Templates: get("templates", "/api/medical-templates"),
		Format:    post("format", "/api/format-external-transcript", map[string]any{"transcript": Transcript150, "language": "en"}),
		Fill: post("fill", "/api/populate-template-voice", map[string]any{
			"transcript": Transcript150, "language": "en", "templateHtml": templateHTML,
		}),
		Generate: post("generate", "/api/generate-report-voice", map[string]any{"transcript": Transcript150, "language": "en"}),
	}
}

// ETag is the ETag of the answer to r, which must be 200 and carry one.
func ETag(ctx context.Context, base string, r *Request) (string, error) {
	req, err := http.NewRequestWithContext(ctx, r.Method, base+r.Path, nil)
	if err != nil {
		return "", err
	}
	req.Header = r.Header.Clone()
	resp, err := NewClient(1).Do(req)
	if err != nil {
		return "", err
	}
	_ = resp.Body.Close()
	etag := resp.Header.Get("ETag")
	if resp.StatusCode != http.StatusOK || etag == "" {
		return "", fmt.Errorf("GET %s: %d with ETag %q, want 200 with an ETag", r.Path, resp.StatusCode, etag)
	}
	return etag, nil
}
