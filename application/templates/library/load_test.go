package library

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const okEntry = `{"key":"ct-head-en","file":"a.html","name":"CT Head","type":"Neuro","modality":"CT","language":"en"}`

func TestLoadRejectsBrokenManifests(t *testing.T) {
	page := &fstest.MapFile{Data: []byte("<h2>CT Head</h2>")}
	cases := []struct {
		name, manifest, wantErr string
		files                   fstest.MapFS
	}{
		{"missing file", `[` + okEntry + `]`, "a.html", fstest.MapFS{}},
		{"duplicate key", `[` + okEntry + `,` + `{"key":"ct-head-en","file":"b.html","name":"B","type":"Neuro","modality":"CT","language":"en"}]`,
			"duplicate key", fstest.MapFS{"html/a.html": page, "html/b.html": page}},
		{"file listed twice", `[` + okEntry + `,` + `{"key":"other","file":"a.html","name":"B","type":"Neuro","modality":"CT","language":"en"}]`,
			"listed twice", fstest.MapFS{"html/a.html": page}},
		{"empty name", `[{"key":"k","file":"a.html","name":" ","type":"Neuro","modality":"CT","language":"en"}]`,
			"name is empty", fstest.MapFS{"html/a.html": page}},
		{"unknown modality", `[{"key":"k","file":"a.html","name":"N","type":"Neuro","modality":"XR","language":"en"}]`,
			"unknown modality", fstest.MapFS{"html/a.html": page}},
		{"unknown language", `[{"key":"k","file":"a.html","name":"N","type":"Neuro","modality":"CT","language":"xx"}]`,
			"unknown language", fstest.MapFS{"html/a.html": page}},
		{"LOINC code of no checked study", `[{"key":"k","file":"a.html","name":"N","type":"Neuro","modality":"CT","language":"en","loinc":"24725-4"}]`,
			"none of domain/fhir's studies", fstest.MapFS{"html/a.html": page}},
		{"path outside the folder", `[{"key":"k","file":"../a.html","name":"N","type":"Neuro","modality":"CT","language":"en"}]`,
			"plain .html name", fstest.MapFS{"a.html": page}},
		{"unknown field", `[{"key":"k","file":"a.html","name":"N","type":"Neuro","modality":"CT","language":"en","lang":"de"}]`,
			"unknown field", fstest.MapFS{"html/a.html": page}},
		{"empty file", `[` + okEntry + `]`, "is empty", fstest.MapFS{"html/a.html": &fstest.MapFile{Data: []byte(" \n")}}},
		{"empty manifest", `[]`, "no templates", fstest.MapFS{}},
		{"no manifest", ``, "manifest.json", fstest.MapFS{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.manifest != "" {
				c.files["manifest.json"] = &fstest.MapFile{Data: []byte(c.manifest)}
			}
			_, err := load(c.files)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.wantErr)
		})
	}
}

func TestLoadReadsAValidManifest(t *testing.T) {
	ts, err := load(fstest.MapFS{
		"manifest.json": {Data: []byte(`[` + okEntry + `]`)},
		"html/a.html":   {Data: []byte("\n<h2>CT Head</h2>\n")},
	})
	require.NoError(t, err)
	assert.Equal(t, []Template{{Key: "ct-head-en", Name: "CT Head", Type: "Neuro", Modality: "CT", Language: "en", HTML: "<h2>CT Head</h2>"}}, ts)
}
