// Checks the vote log with the Go checksum database's own packages (golang.org/x/mod/sumdb/note and
// sumdb/tlog), an implementation of the transparency-log standards the project did not write: the
// checkpoint's signature, the tree's root recomputed from the tiles, a leaf's inclusion proof built from
// the tiles and its entry bundle, and the consistency of an older checkpoint with the newest.
//
//	go run tlog-check.go -prefix http://host/api/transparency/log -vkey <verifier key> -index 7 [-old file]
//
// It prints one line per check and exits 1 at the first that fails.
package main

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"

	"golang.org/x/mod/sumdb/note"
	"golang.org/x/mod/sumdb/tlog"
)

type checkpoint struct {
	origin string
	tree   tlog.Tree
}

func fail(format string, args ...interface{}) {
	fmt.Printf("FAIL "+format+"\n", args...)
	os.Exit(1)
}

func get(url string) []byte {
	response, err := http.Get(url)
	if err != nil {
		fail("GET %s: %v", url, err)
	}
	defer response.Body.Close()
	body, err := io.ReadAll(response.Body)
	if err != nil || response.StatusCode != http.StatusOK {
		fail("GET %s: HTTP %d", url, response.StatusCode)
	}
	return body
}

func openCheckpoint(signed []byte, verifier note.Verifier) (checkpoint, error) {
	opened, err := note.Open(signed, note.VerifierList(verifier))
	if err != nil {
		return checkpoint{}, err
	}
	lines := strings.Split(opened.Text, "\n")
	if len(lines) < 4 {
		return checkpoint{}, errors.New("a checkpoint has an origin, a size and a root")
	}
	size, err := strconv.ParseInt(lines[1], 10, 64)
	if err != nil {
		return checkpoint{}, err
	}
	root, err := tlog.ParseHash(lines[2])
	if err != nil {
		return checkpoint{}, err
	}
	return checkpoint{origin: lines[0], tree: tlog.Tree{N: size, Hash: root}}, nil
}

// tileIndex writes N as C2SP tlog-tiles does: groups of three digits, all but the last prefixed with x.
func tileIndex(n int64) string {
	groups := []string{fmt.Sprintf("%03d", n%1000)}
	for n /= 1000; n > 0; n /= 1000 {
		groups = append([]string{fmt.Sprintf("x%03d", n%1000)}, groups...)
	}
	return strings.Join(groups, "/")
}

func tilePath(level string, n int64, width int) string {
	path := "tile/" + level + "/" + tileIndex(n)
	if width < 256 {
		path += ".p/" + strconv.Itoa(width)
	}
	return path
}

// tiles reads the Merkle tree's tiles over HTTP at their standard paths (tlog.Tile names them for the
// checksum database, with the height in the path; the standard drops it).
type tiles struct{ prefix string }

func (tiles) Height() int { return 8 }

func (t tiles) ReadTiles(wanted []tlog.Tile) ([][]byte, error) {
	data := make([][]byte, len(wanted))
	for i, tile := range wanted {
		data[i] = get(t.prefix + "/" + tilePath(strconv.Itoa(tile.L), tile.N, tile.W))
	}
	return data, nil
}

func (tiles) SaveTiles([]tlog.Tile, [][]byte) {}

func main() {
	prefix := flag.String("prefix", "", "the log's URL prefix")
	vkey := flag.String("vkey", "", "the checkpoints' verifier key")
	index := flag.Int64("index", 0, "a leaf whose inclusion to prove")
	old := flag.String("old", "", "a file holding an older checkpoint, to prove consistent with the newest")
	flag.Parse()

	verifier, err := note.NewVerifier(*vkey)
	if err != nil {
		fail("verifier key: %v", err)
	}
	latest, err := openCheckpoint(get(*prefix+"/checkpoint"), verifier)
	if err != nil {
		fail("checkpoint: %v", err)
	}
	fmt.Printf("OK checkpoint %s size %d signed by %s\n", latest.origin, latest.tree.N, verifier.Name())

	reader := tlog.TileHashReader(latest.tree, tiles{*prefix})
	root, err := tlog.TreeHash(latest.tree.N, reader)
	if err != nil || root != latest.tree.Hash {
		fail("root from the tiles: %v (%v, checkpoint %v)", err, root, latest.tree.Hash)
	}
	fmt.Printf("OK root recomputed from the tiles\n")

	bundle := *index / 256
	width := int(latest.tree.N - bundle*256)
	if width > 256 {
		width = 256
	}
	entries := get(*prefix + "/" + tilePath("entries", bundle, width))
	var entry []byte
	for i := int64(0); i <= *index%256; i++ {
		if len(entries) < 2 {
			fail("entry bundle %d is short", bundle)
		}
		length := int(binary.BigEndian.Uint16(entries))
		if len(entries) < 2+length {
			fail("entry bundle %d is short", bundle)
		}
		entry, entries = entries[2:2+length], entries[2+length:]
	}
	proof, err := tlog.ProveRecord(latest.tree.N, *index, reader)
	if err != nil {
		fail("inclusion proof of leaf %d: %v", *index, err)
	}
	if err := tlog.CheckRecord(proof, latest.tree.N, latest.tree.Hash, *index, tlog.RecordHash(entry)); err != nil {
		fail("inclusion of leaf %d: %v", *index, err)
	}
	fmt.Printf("OK leaf %d included: %s\n", *index, entry)

	if *old != "" {
		signed, err := os.ReadFile(*old)
		if err != nil {
			fail("older checkpoint: %v", err)
		}
		earlier, err := openCheckpoint(signed, verifier)
		if err != nil {
			fail("older checkpoint: %v", err)
		}
		proof, err := tlog.ProveTree(latest.tree.N, earlier.tree.N, reader)
		if err != nil {
			fail("consistency proof: %v", err)
		}
		if err := tlog.CheckTree(proof, latest.tree.N, latest.tree.Hash, earlier.tree.N, earlier.tree.Hash); err != nil {
			fail("consistency of size %d with size %d: %v", earlier.tree.N, latest.tree.N, err)
		}
		fmt.Printf("OK size %d consistent with size %d\n", earlier.tree.N, latest.tree.N)
	}
}
