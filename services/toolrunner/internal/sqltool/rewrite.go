package sqltool

import (
	"fmt"
	"strconv"
	"strings"
)

// Dialect is a database flavour as far as query text is concerned.
type Dialect int

// The supported dialects.
const (
	Postgres Dialect = iota
	MySQL
	SQLite
)

// Rewritten is a query whose :name placeholders were replaced by the
// driver's own (PostgreSQL $1, $2, …; MySQL and SQLite ?), plus the argument
// names to bind, in order.
type Rewritten struct {
	Text  string
	Names []string
	// Returning reports whether the statement has a RETURNING clause (so a
	// write yields rows).
	Returning bool
}

// Rewrite replaces the :name placeholders of query. Text inside string
// literals, quoted identifiers, comments and PostgreSQL dollar-quoted
// strings is left alone, and so are PostgreSQL's ::type casts and MySQL's :=
// assignments. Argument values are never spliced into the text: they are
// bound as parameters.
func Rewrite(query string, d Dialect) (Rewritten, error) {
	var b strings.Builder
	var out Rewritten
	index := map[string]int{} // PostgreSQL reuses $n for a repeated name
	var word strings.Builder  // the current bare word, for RETURNING
	flushWord := func() {
		if strings.EqualFold(word.String(), "returning") {
			out.Returning = true
		}
		word.Reset()
	}
	n := len(query)
	for i := 0; i < n; {
		c := query[i]
		switch {
		case c == '\'' || c == '"' || (c == '`' && d != Postgres):
			flushWord()
			backslash := d == MySQL && c != '`'
			if d == Postgres && c == '\'' && i > 0 && (query[i-1] == 'E' || query[i-1] == 'e') {
				backslash = true // E'…' escape string
			}
			j, err := skipQuoted(query, i, c, backslash)
			if err != nil {
				return Rewritten{}, err
			}
			b.WriteString(query[i:j])
			i = j
		case c == '-' && i+1 < n && query[i+1] == '-', c == '#' && d == MySQL:
			flushWord()
			j := strings.IndexByte(query[i:], '\n')
			if j < 0 {
				j = n - i
			}
			b.WriteString(query[i : i+j])
			i += j
		case c == '/' && i+1 < n && query[i+1] == '*':
			flushWord()
			j := strings.Index(query[i+2:], "*/")
			if j < 0 {
				return Rewritten{}, fmt.Errorf("unterminated /* comment")
			}
			b.WriteString(query[i : i+2+j+2])
			i += 2 + j + 2
		case c == '$' && d == Postgres && dollarTag(query[i:]) != "":
			flushWord()
			tag := dollarTag(query[i:])
			j := strings.Index(query[i+len(tag):], tag)
			if j < 0 {
				return Rewritten{}, fmt.Errorf("unterminated dollar-quoted string %s", tag)
			}
			end := i + len(tag) + j + len(tag)
			b.WriteString(query[i:end])
			i = end
		case c == ':' && i+1 < n && query[i+1] == ':': // ::type cast
			flushWord()
			b.WriteString("::")
			i += 2
		case c == ':' && i+1 < n && isNameStart(query[i+1]) && (i == 0 || !isNameByte(query[i-1])):
			flushWord()
			j := i + 1
			for j < n && isNameByte(query[j]) {
				j++
			}
			name := query[i+1 : j]
			switch d {
			case Postgres:
				k, ok := index[name]
				if !ok {
					out.Names = append(out.Names, name)
					k = len(out.Names)
					index[name] = k
				}
				b.WriteString("$" + strconv.Itoa(k))
			default:
				out.Names = append(out.Names, name)
				b.WriteByte('?')
			}
			i = j
		case d != Postgres && c == '?':
			return Rewritten{}, fmt.Errorf("use :name placeholders, not ?")
		case d == Postgres && c == '$' && i+1 < n && query[i+1] >= '0' && query[i+1] <= '9':
			return Rewritten{}, fmt.Errorf("use :name placeholders, not $n")
		default:
			if isNameByte(c) {
				word.WriteByte(c)
			} else {
				flushWord()
			}
			b.WriteByte(c)
			i++
		}
	}
	flushWord()
	out.Text = b.String()
	return out, nil
}

// skipQuoted returns the index just past the quoted run starting at i. A
// doubled quote escapes itself; with backslash, \x escapes x.
func skipQuoted(s string, i int, q byte, backslash bool) (int, error) {
	for j := i + 1; j < len(s); j++ {
		switch {
		case backslash && s[j] == '\\':
			j++
		case s[j] == q:
			if j+1 < len(s) && s[j+1] == q {
				j++
				continue
			}
			return j + 1, nil
		}
	}
	return 0, fmt.Errorf("unterminated %c quote", q)
}

// dollarTag returns the opening tag of a dollar-quoted string ($$ or $tag$)
// at the start of s, or "".
func dollarTag(s string) string {
	if len(s) < 2 || s[0] != '$' {
		return ""
	}
	for j := 1; j < len(s); j++ {
		switch {
		case s[j] == '$':
			return s[:j+1]
		case j == 1 && !isNameStart(s[j]):
			return ""
		case !isNameByte(s[j]):
			return ""
		}
	}
	return ""
}

func isNameStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isNameByte(c byte) bool { return isNameStart(c) || (c >= '0' && c <= '9') }
